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
  filters: { toggle: "Filtra", none: "Sense filtres", active: "Filtres actius: {{filters}}" },
  rowMenu: { button: "Més accions", label: "Més accions de {{row}}" },
} satisfies CompleteMessages["labels"]["common"];
