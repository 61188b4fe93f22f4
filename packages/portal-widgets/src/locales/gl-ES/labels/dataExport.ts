import type { CompleteMessages } from "../../messages";

export const dataExportLabels = {
  heading: "Descargar os meus datos",
  intro:
    "Prepara un ficheiro ZIP con todos os datos que gardamos sobre ti: perfil, contratos, facturas, lecturas, curvas de carga (no formato da CNMC), solicitudes, preferencias, contas bancarias, cambios de contacto, sesións e actividade da conta, cada un en JSON e en CSV.",
  start: "Preparar os meus datos",
  preparing: "Preparando os teus datos… {{percent}} %",
  progressLabel: "Progreso da preparación dos teus datos",
  ready: "Os teus datos están listos.",
  available: "Podes descargalos ata o {{date}}.",
  download: "Descargar os meus datos (ZIP)",
  downloadError: "Non puidemos descargar o ficheiro. Téntao de novo.",
  failed: "Non puidemos preparar os teus datos. Téntao de novo dentro duns minutos.",
  retry: "Tentalo de novo",
  busy: "Agora non podemos preparar os teus datos: tes outras descargas en curso ou xa os pediches varias veces. Téntao máis tarde.",
  startError: "Non puidemos comezar a preparar os teus datos. Téntao de novo.",
} satisfies CompleteMessages["labels"]["dataExport"];
