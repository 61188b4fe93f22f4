import type { CompleteMessages } from "../messages";

export const invoices = {
  empty: "Ez da fakturarik aurkitu hautatutako datetan.",
  pdfError: "Errore bat gertatu da fakturaren PDFa deskargatzean.",
  pdfErrorWithNumber: "Errore bat gertatu da faktura hau deskargatzean: {{invoice}}",
  zipError: "Errore bat gertatu da fakturaren ZIPa deskargatzean.",
  fileError: "Errore bat gertatu da eskatutako fitxategia deskargatzean.",
  exportZipError: "Errore bat gertatu da fakturak ZIP formatuan esportatzean",
  exportExcelError: "Errore bat gertatu da fakturak EXCEL formatuan esportatzean",
  exportPdfError: "Errore bat gertatu da fakturak PDF formatuan esportatzean",
  pdfUnavailable: "PDFa ez dago erabilgarri",
  overLimit: "Ezin dira fakturak multzoka deskargatu, emaitzek baimendutako mugak gainditzen dituztelako.",
  currentResults: "Uneko emaitzak: {{count}}",
  brokenLimits: "Gainditutako mugak:",
} satisfies CompleteMessages["invoices"];
