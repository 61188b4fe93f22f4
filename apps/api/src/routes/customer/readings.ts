import {
  type AddReadingBody,
  ApiMessage,
  READING_FIELDS,
  type ReadingField,
  requiredReadingFields,
  routes,
} from "@oficina-virtual/api-contract";
import type { AppDeps, RoutePlugin } from "../../context";
import { insertMeterReading, lastInvoiceConsumption, lastMeterReading } from "../../db/measures/meterReadings";
import { HttpError, notFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { type ContractRow, findCallerContract } from "../../scope";

/** Body code of a reading whose fields do not fit the supply (the contract's validationError). */
export const READING_FIELDS_CODE = 400;

/** Spanish labels of the reading fields, as the form shows them. */
export function readingLabel(field: ReadingField): string {
  if (field === "EnergiaActivaTotal") return "Energía Activa Total";
  if (field.startsWith("EnergiaReactiva")) return `Energía Reactiva ${field.slice(-2)}`;
  if (field.startsWith("PotenciaMaxima")) return `Potencia Máxima ${field.slice(-2)}`;
  if (/^P\d$/.test(field)) return `Energía Activa ${field}`;
  return field;
}

const list = (fields: ReadingField[]) => fields.map(readingLabel).join(", ");

/**
 * POST /ov/readings/api/add (our addition; the spec shows no call). The fields sent must be
 * exactly the ones the supply's access fee and line ask for (part 2 §9): a missing one, or
 * one the form would not show, is a 400 listing them; each value's format (digits, comma,
 * up to 3 decimals, above zero) is already checked by the contract's schema.
 */
async function addReading(deps: AppDeps, caller: Parameters<typeof findCallerContract>[1], body: AddReadingBody, address: string) {
  const contract = await findCallerContract(deps.db, caller, body.codAbonado);
  if (body.cups !== undefined && body.cups.trim().toUpperCase() !== contract.cups.toUpperCase()) {
    throw notFound(ApiMessage.supplyNotFound);
  }
  if (body.line !== contract.line) {
    throw new HttpError(400, READING_FIELDS_CODE, "La línea no corresponde al contrato seleccionado.");
  }
  const required = requiredReadingFields(contract.line, contract.accessFee);
  const sent = READING_FIELDS.filter((field) => body[field] !== undefined);
  const missing = required.filter((field) => !sent.includes(field));
  const extra = sent.filter((field) => !required.includes(field));
  if (missing.length > 0 || extra.length > 0) {
    const parts = [missing.length > 0 ? `faltan ${list(missing)}` : "", extra.length > 0 ? `sobran ${list(extra)}` : ""].filter(Boolean);
    throw new HttpError(
      400,
      READING_FIELDS_CODE,
      `Las lecturas no corresponden a la tarifa ${contract.accessFee} del suministro: ${parts.join("; ")}.`,
      {
        issues: [
          ...missing.map((field) => ({ path: field, message: `El campo ${readingLabel(field)} es obligatorio.` })),
          ...extra.map((field) => ({ path: field, message: `El campo ${readingLabel(field)} no corresponde a esta tarifa.` })),
        ],
      },
    );
  }
  const values = Object.fromEntries(required.map((field) => [field, body[field]!]));
  // Counted once it is sure to write (auth/writeQuota.ts): a refused reading costs nothing.
  await deps.limits.writes.count("readings", caller.userId, address, deps.now());
  const row = await insertMeterReading(deps.db, { contractId: contract.id, userId: caller.userId, values, createdAt: deps.now() });
  return { id: String(row!.id), createdAt: row!.createdAt.toISOString() };
}

const ENERGY_FIELD = /^(EnergiaActivaTotal|Punta|Llano|Valle|P\d)$/;
const DAY_MS = 86_400_000;

/**
 * The usual daily consumption of each active-energy field the supply takes, from its last
 * invoice: the total for a single register, else the invoice's periods in the fields' order
 * (Punta, Llano, Valle are P1, P2, P3). Gas is left out: its meter counts m³, the invoice kWh.
 */
async function averageDaily(deps: AppDeps, contract: ContractRow) {
  if (contract.line !== "Electricidad") return {};
  const invoice = await lastInvoiceConsumption(deps.db, contract.id);
  if (!invoice) return {};
  const days = Math.max(1, Math.round((Date.parse(invoice.readingUntil) - Date.parse(invoice.readingFrom)) / DAY_MS));
  const periods = [invoice.p1, invoice.p2, invoice.p3, invoice.p4, invoice.p5, invoice.p6];
  const fields = requiredReadingFields(contract.line, contract.accessFee).filter((field) => ENERGY_FIELD.test(field));
  const entries = fields.map((field, index) => {
    const kwh = field === "EnergiaActivaTotal" ? invoice.total : periods[index];
    return [field, Math.round((Number(kwh ?? 0) / days) * 1000) / 1000] as const;
  });
  return Object.fromEntries(entries.filter(([, daily]) => Number.isFinite(daily) && daily >= 0));
}

/** GET /ov/readings/api/last (our addition): the contract's last reading, so the form can show
 * it and check that the new one does not go backwards or jump. */
async function lastReading(deps: AppDeps, caller: Parameters<typeof findCallerContract>[1], codAbonado: string) {
  const contract = await findCallerContract(deps.db, caller, codAbonado);
  const row = await lastMeterReading(deps.db, contract.id);
  const values = row
    ? Object.fromEntries(READING_FIELDS.filter((field) => row.values[field]).map((field) => [field, row.values[field]]))
    : {};
  return {
    reading: row ? { values, createdAt: row.createdAt.toISOString() } : null,
    averageDaily: await averageDaily(deps, contract),
  };
}

export const readingRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.lastReading, async ({ caller, query }) => lastReading(deps, caller, query.codAbonado));
  mountRoute(app, deps, routes.addReading, async ({ caller, body, raw, reply }) => {
    const answer = await addReading(deps, caller, body, raw.ip);
    reply.code(201);
    return answer;
  });
};
