import type { CompleteMessages } from "../../messages";

export const dataExportLabels = {
  heading: "Nire datuak deskargatu",
  intro:
    "Zuri buruz gordetzen ditugun datu guztiekin ZIP fitxategi bat prestatzen du: profila, kontratuak, fakturak, irakurketak, karga-kurbak (CNMCren formatuan), eskaerak, hobespenak, banku-kontuak, harremanetarako datuen aldaketak, saioak eta kontuaren jarduera, bakoitza JSON eta CSV formatuan.",
  start: "Nire datuak prestatu",
  preparing: "Zure datuak prestatzen… % {{percent}}",
  progressLabel: "Zure datuen prestaketaren aurrerapena",
  ready: "Zure datuak prest daude.",
  available: "{{date}} arte deskarga ditzakezu.",
  download: "Nire datuak deskargatu (ZIP)",
  downloadError: "Ezin izan dugu fitxategia deskargatu. Saiatu berriro.",
  failed: "Ezin izan ditugu zure datuak prestatu. Saiatu berriro minutu batzuk barru.",
  retry: "Saiatu berriro",
  busy: "Orain ezin ditugu zure datuak prestatu: beste deskarga batzuk dituzu martxan edo dagoeneko hainbat aldiz eskatu dituzu. Saiatu berriro geroago.",
  startError: "Ezin izan dugu zure datuak prestatzen hasi. Saiatu berriro.",
} satisfies CompleteMessages["labels"]["dataExport"];
