import type { CompleteMessages } from "../messages";

export const dateRange = {
  desdeRequired: "The From field is required.",
  hastaRequired: "The To field is required.",
  range12Months: "A query may only cover a range of 12 months.",
  range1Month: "A query may only cover a range of 1 month.",
  range1Year: "A query may only cover a range of 1 year.",
  hastaBeforeDesde: "The start date must be earlier than the end date of the query.",
  hastaFuture: "The end date of the query cannot be later than today.",
} satisfies CompleteMessages["dateRange"];
