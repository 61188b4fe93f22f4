import type { RoutePlugin } from "../../context";
import { findContractByCodAbonado } from "../../db/contracts/contracts";
import { announceInvoice, newestInvoice } from "../../mail/invoiceNotice";
import { listOutbox } from "../../mail/outbox";

/** Demo-only routes (mounted when config.demo): the outbox, so the validation and reset
 * links can be followed without a mail server, and the announcement of a contract's newest
 * invoice as if the billing system had just issued it ('Factura electrónica' in the demo). */
export const devRoutes: RoutePlugin = async (app, { deps }) => {
  app.get("/dev/outbox", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listOutbox(deps.db);
  });

  app.post<{ Params: { codAbonado: string } }>("/dev/invoices/:codAbonado/issue", async (request, reply) => {
    const contract = await findContractByCodAbonado(deps.db, request.params.codAbonado);
    const invoice = contract ? await newestInvoice(deps, contract.id) : null;
    if (!contract || !invoice) return reply.code(404).send({ code: 404, mensaje: "No se ha encontrado el contrato o no tiene facturas." });
    return { sent: await announceInvoice(deps, contract, invoice) };
  });
};
