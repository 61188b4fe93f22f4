import type { CompleteMessages } from "../messages";

export const telemetry = {
  empty: "Non se atoparon medicións para as datas seleccionadas.",
  emptyHint: "Comproba que as datas seleccionadas son correctas.",
} satisfies CompleteMessages["telemetry"];
