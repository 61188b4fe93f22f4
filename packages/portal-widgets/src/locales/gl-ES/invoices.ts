import type { CompleteMessages } from "../messages";

export const invoices = {
  empty: "Non se atoparon facturas nas datas seleccionadas.",
  pdfError: "Produciuse un erro ao tentar descargar o PDF da factura.",
  pdfErrorWithNumber: "Produciuse un erro ao tentar descargar a factura: {{invoice}}",
  zipError: "Produciuse un erro ao tentar descargar o ZIP da factura.",
  fileError: "Produciuse un erro ao tentar descargar o ficheiro solicitado.",
  exportZipError: "Produciuse un erro ao tentar exportar as facturas en ZIP",
  exportExcelError: "Produciuse un erro ao tentar exportar as facturas en EXCEL",
  exportPdfError: "Produciuse un erro ao tentar exportar as facturas en PDF",
  pdfUnavailable: "PDF non dispoñible",
  overLimit: "A descarga masiva de facturas non é posible, xa que os resultados exceden os límites permitidos.",
  currentResults: "Resultados actuais {{count}}",
  brokenLimits: "Límites incumpridos:",
} satisfies CompleteMessages["invoices"];
