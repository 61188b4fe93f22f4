import type { CompleteMessages } from "../../messages";

export const commonLabels = {
  passwordVisibility: { show: "Amosar", hide: "Ocultar", showLabel: "Amosar o contrasinal", hideLabel: "Ocultar o contrasinal" },
  pagination: {
    label: "Paxinación",
    previous: "Anterior",
    next: "Seguinte",
    page: "Páxina {{page}}",
    status: "Páxina {{page}}/{{total}}",
  },
  table: { moreData: "Máis datos" },
  filters: { toggle: "Filtrar", none: "Sen filtros", active: "Filtros activos: {{filters}}" },
  rowMenu: { button: "Máis accións", label: "Máis accións de {{row}}" },
} satisfies CompleteMessages["labels"]["common"];
