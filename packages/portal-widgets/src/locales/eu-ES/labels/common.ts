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
} satisfies CompleteMessages["labels"]["common"];
