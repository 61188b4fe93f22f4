import { type Line, routes } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findHolder } from "../../db/contracts/contracts";
import { findCertificateInvoices } from "../../db/invoices/periodInvoices";
import type { ContractDocument } from "../../documents/customer/contractPdf";
import { PDF_CONTENT_TYPE } from "../../documents/customer/letterhead";
import { contractNotFound, HttpError, notFound } from "../../errors/httpError";
import { mountRoute, type RouteQuery } from "../../http/contractRoute";
import { exportRoute, type RenderDocument } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";
import { type ContractRow, findCallerContract } from "../../scope";
import { compareDays, parseIsoDate, subtractMonths } from "./madridTime";
import { RANGE_12_MONTHS } from "./measures";

/** The certificate's none-found text (part 2 §2.8). */
export const NO_CERTIFICATES = "No se han encontrado certificados en las fechas seleccionadas.";

/** The caller's contract on this line, with its holder, as the documents show it. A
 * codAbonado of the other line is someone else's as far as this URL goes: 404. */
async function contractDocument(
  deps: AppDeps,
  caller: Caller,
  codAbonado: string,
  line: Line,
): Promise<{ row: ContractRow; doc: ContractDocument }> {
  const row = await findCallerContract(deps.db, caller, codAbonado);
  if (row.line !== line) throw contractNotFound();
  const holder = await findHolder(deps.db, row.holderTaxId);
  return {
    row,
    doc: {
      codAbonado: row.codAbonado,
      codigoContratoSicom: row.codigoContratoSicom,
      line: row.line,
      holder: { name: holder?.name ?? "", taxId: row.holderTaxId, phone: holder?.phone ?? null, email: holder?.email ?? null },
      cups: row.cups,
      address: {
        calle: row.calle,
        numDomicilio: row.numDomicilio,
        extension: row.extension,
        codPostal: row.codPostal,
        ciudad: row.ciudad,
        provincia: row.provincia,
      },
      tarifa: row.tarifa,
      accessFee: row.accessFee,
      fechaAlta: row.fechaAlta,
      fechaBaja: row.fechaBaja,
      estado: row.estado,
      powers: [row.potenciaP1, row.potenciaP2, row.potenciaP3, row.potenciaP4, row.potenciaP5, row.potenciaP6],
      caudal: row.caudal,
    },
  };
}

type CertificateQuery = RouteQuery<typeof routes.consumptionsCertified>;

/**
 * The consumption certificate of the invoices issued (launch date) in the period. The
 * screen allows 12 months at most (part 2 §5), and so does the server; miscellaneous
 * invoices (category 'VA') carry no consumption and are left out. None → 404, which the
 * screen shows as none-found.
 */
async function certificate(deps: AppDeps, caller: Caller, query: CertificateQuery, render: RenderDocument) {
  const start = parseIsoDate(query.startDate);
  if (compareDays(start, subtractMonths(parseIsoDate(query.endDate), 12)) < 0) {
    throw new HttpError(400, 400, RANGE_12_MONTHS);
  }
  const line: Line = query.line === "gas" ? "Gas" : "Electricidad";
  const { row, doc } = await contractDocument(deps, caller, query.contractCode, line);
  const rows = await findCertificateInvoices(deps.db, row.id, query.startDate, query.endDate);
  if (rows.length === 0) throw notFound(NO_CERTIFICATES);
  return render(
    "certificatePdf",
    {
      contract: doc,
      from: query.startDate,
      to: query.endDate,
      invoices: rows.map((r) => ({ ...r, consumptionKwh: Number(r.consumptionKwh) })),
    },
    deps.now(),
  );
}

export const contractDocumentRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(
    app,
    deps,
    routes.contractPdf,
    exportRoute(deps, async ({ caller, params, query, reply }, render) => {
      const { doc } = await contractDocument(deps, caller, params.codAbonado, query.line);
      const body = await render("contractPdf", doc, deps.now());
      return sendFile(reply, { contentType: PDF_CONTENT_TYPE, fileName: `Contrato-${doc.codAbonado}.pdf`, body });
    }),
  );

  mountRoute(
    app,
    deps,
    routes.consumptionsCertified,
    exportRoute(deps, async ({ caller, query, reply }, render) => {
      const body = await certificate(deps, caller, query, render);
      return sendFile(reply, { contentType: PDF_CONTENT_TYPE, fileName: `Certificado-${query.contractCode}.pdf`, body });
    }),
  );
};
