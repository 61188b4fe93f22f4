import { headersSchema, lineSchema, oneLine, optionalParam } from "../common";

/** proforma, proformaDownload and the unicas proformas. Accept asks for one Excel
 * (application/vnd.ms-excel) or a ZIP (application/zip), or the PDF for proformaDownload. */
export const proformaHeadersSchema = headersSchema({
  Accept: optionalParam(oneLine(200)),
  serieFactura: oneLine(40).min(1),
  numeroFactura: oneLine(40).min(1),
  linea: lineSchema,
  nombreMarca: optionalParam(oneLine(100)),
});
