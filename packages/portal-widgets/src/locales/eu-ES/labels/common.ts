import type { CompleteMessages } from "../../messages";

export const commonLabels = {
  passwordVisibility: { show: "Erakutsi", hide: "Ezkutatu", showLabel: "Erakutsi pasahitza", hideLabel: "Ezkutatu pasahitza" },
  pagination: {
    label: "Orrikatzea",
    previous: "Aurrekoa",
    next: "Hurrengoa",
    page: "{{page}}. orria",
    status: "{{page}}/{{total}} orria",
  },
  table: { moreData: "Datu gehiago" },
  filters: { toggle: "Iragazi", none: "Iragazkirik gabe", active: "Iragazki aktiboak: {{filters}}" },
  rowMenu: { button: "Ekintza gehiago", label: "Ekintza gehiago: {{row}}" },
} satisfies CompleteMessages["labels"]["common"];
