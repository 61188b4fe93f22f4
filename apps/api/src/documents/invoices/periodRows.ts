import { isElectricityTariff, powerPeriodCount } from "@oficina-virtual/api-contract";
import { formatKwh, formatNumber, periodCount } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The 'Consumo por periodo' rows (period, kWh) without the total. A six-period month has only
 * its season's two periods and P6 (3.0TD/6.xTD calendar): the others, without kWh, are not
 * rows, as the breakdown has no energy line for them (insights/invoiceLines.ts). 2.0TD and gas
 * keep every period, with 0 kWh if so.
 */
export function consumptionRows(invoice: Pick<InvoiceDocument, "line" | "tarifa" | "consumo">): [string, string][] {
  const periods = periodCount(invoice.line, invoice.tarifa);
  return invoice.consumo
    .slice(0, periods)
    .map((kwh, index): [string, number] => [`P${index + 1}`, kwh])
    .filter(([, kwh]) => periods !== 6 || round3(kwh) !== 0)
    .map(([period, kwh]) => [period, formatKwh(kwh)]);
}

/**
 * The maxímetro (highest quarter-hour demand) read in each power period of the tariff, as
 * 'P1 3,1 kW · P2 2,2 kW': 2.0TD has two power periods, 3.0TD/6.xTD six (ENERGY.md). A period
 * without a reading (one a six-period month does not have) is left out. Tariffs before the
 * 2021 access tariffs are not in the shared calendar: every stored reading is printed. Empty
 * for gas or when nothing was read.
 */
export function maximeterText(invoice: Pick<InvoiceDocument, "line" | "tarifa" | "potenciaLeida">): string {
  if (invoice.line !== "Electricidad") return "";
  const periods = isElectricityTariff(invoice.tarifa) ? powerPeriodCount(invoice.tarifa) : invoice.potenciaLeida.length;
  return invoice.potenciaLeida
    .slice(0, periods)
    .map((kw, index) => (kw === null ? "" : `P${index + 1} ${formatNumber(kw)} kW`))
    .filter(Boolean)
    .join(" · ");
}
