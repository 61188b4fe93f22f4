import type { CompleteMessages } from "../messages";

export const telemetry = {
  empty: "No readings were found for the selected dates.",
  emptyHint: "Check that the selected dates are correct.",
} satisfies CompleteMessages["telemetry"];
