import type { CompleteMessages } from "../../messages";

export const commonLabels = {
  passwordVisibility: { show: "Mostra", hide: "Amaga", showLabel: "Mostra la contrasenya", hideLabel: "Amaga la contrasenya" },
  pagination: {
    label: "Paginació",
    previous: "Anterior",
    next: "Següent",
    page: "Pàgina {{page}}",
    status: "Pàgina {{page}}/{{total}}",
  },
  table: { moreData: "Més dades" },
} satisfies CompleteMessages["labels"]["common"];
