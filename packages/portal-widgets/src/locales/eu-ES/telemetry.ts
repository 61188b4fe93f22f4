import type { CompleteMessages } from "../messages";

export const telemetry = {
  empty: "Ez da neurketarik aurkitu hautatutako datetarako.",
  emptyHint: "Egiaztatu hautatutako datak zuzenak direla.",
} satisfies CompleteMessages["telemetry"];
