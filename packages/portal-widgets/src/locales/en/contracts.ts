import type { CompleteMessages } from "../messages";

export const contracts = {
  empty: "No contracted products were found.",
  detailError: "An error occurred while getting the details of contract {{code}}",
} satisfies CompleteMessages["contracts"];
