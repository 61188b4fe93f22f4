import { textArea } from "../textArea";

/** Invoice lists, their downloads and bulk exports. */
export const invoicesMessages = textArea("invoices", {
  empty: "No se han encontrado facturas en las fechas seleccionadas.",
  pdfError: "Ha ocurrido un error al intentar descargar el PDF de la factura.",
  pdfErrorWithNumber: "Ha ocurrido un error al intentar descargar la factura: {{invoice}}",
  zipError: "Ha ocurrido un error al intentar descargar el ZIP de la factura.",
  fileError: "Ha ocurrido un error al intentar descargar el archivo solicitado.",
  exportZipError: "Ha ocurrido un error al intentar exportar las facturas en ZIP",
  exportExcelError: "Ha ocurrido un error al intentar exportar las facturas en EXCEL",
  exportPdfError: "Ha ocurrido un error al intentar exportar las facturas en PDF",
  pdfUnavailable: "PDF No disponible",
  overLimit: "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos.",
  currentResults: "Resultados actuales {{count}}",
  brokenLimits: "Límites incumplidos:",
});
