import type { CompleteMessages } from "../messages";

export const telemetry = {
  empty: "No s'han trobat mesures per a les dates seleccionades.",
  emptyHint: "Comprova que les dates seleccionades són correctes.",
} satisfies CompleteMessages["telemetry"];
