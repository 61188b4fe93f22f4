import type { CompleteMessages } from "../../messages";

export const draftsLabels = {
  recovered: "Zure zirriborroa berreskuratu dugu",
  recoveredDetail: "{{date}}(e)an, {{time}}(e)tan idatzi zenuena berriro dago inprimakian.",
  discard: "Baztertu zirriborroa",
  discarded: "Zirriborroa baztertu duzu.",
  undo: "Desegin",
  dismiss: "Itxi oharra",
} satisfies CompleteMessages["labels"]["drafts"];
