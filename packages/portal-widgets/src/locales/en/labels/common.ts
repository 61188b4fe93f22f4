import type { CompleteMessages } from "../../messages";

export const commonLabels = {
  passwordVisibility: { show: "Show", hide: "Hide", showLabel: "Show password", hideLabel: "Hide password" },
  pagination: { label: "Pagination", previous: "Previous", next: "Next", page: "Page {{page}}", status: "Page {{page}}/{{total}}" },
  table: { moreData: "More details" },
  filters: { toggle: "Filter", none: "No filters", active: "Active filters: {{filters}}" },
  rowMenu: { button: "More actions", label: "More actions for {{row}}" },
} satisfies CompleteMessages["labels"]["common"];
