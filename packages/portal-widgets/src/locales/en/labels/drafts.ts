import type { CompleteMessages } from "../../messages";

export const draftsLabels = {
  recovered: "We have recovered your draft",
  recoveredDetail: "What you wrote on {{date}} at {{time}} is back in the form.",
  discard: "Discard draft",
  discarded: "You have discarded the draft.",
  undo: "Undo",
  dismiss: "Close notice",
} satisfies CompleteMessages["labels"]["drafts"];
