/*
 * The IVA rate an invoice carries, by the rules in force on the day it is issued (sources and
 * figures: docs/TAXES.md). IVA falls due when the price becomes payable, which for a supply
 * is when the invoice is issued (Ley 37/1992 art. 75): December 2024's consumption invoiced
 * in January 2025 paid 21 %.
 *
 * Electricity, reduced for a supply whose contracted power is at most 10 kW while the daily
 * market's average price of the month before the period's last month exceeded 45 €/MWh
 * (which it did in every month from May 2021 to November 2023):
 * - 26-06-2021 to 30-06-2022: 10 % (RDL 12/2021 and its extensions);
 * - 01-07-2022 to 31-12-2023: 5 % (RDL 11/2022, extended by RDL 20/2022);
 * - 2024 (RDL 8/2023 art. 21): only when the daily market's average price of the month before
 *   the month of the period's last day exceeded 45 €/MWh (so March to June 2024 paid 21 %);
 * - 22-03-2026 to 31-05-2026 (RDL 7/2026 art. 42.a): power under 10 kW, 'up to' 10 kW from
 *   30-04-2026 (RDL 10/2026); the June, August and September 2026 extensions hung on an
 *   electricity CPI rise that did not happen, and November–December 2026 (RDL 25/2026) on
 *   figures not settled when this table was written: the general rate until they are.
 * Natural gas: 5 % from 01-10-2022 to 31-12-2023 (RDL 17/2022, extended by RDL 20/2022), 10 %
 * until 31-03-2024 (RDL 8/2023), 21 % after. Everything else: 21 %, the general rate since
 * 01-09-2012 (RDL 20/2012).
 */

const GENERAL_VAT = 0.21;
const REDUCED_VAT = 0.1;
const SUPER_REDUCED_VAT = 0.05;
/** The first day this table knows (the general rate's 21 %): an invoice issued earlier has no
 * rate here. */
const VAT_TABLE_FROM = "2012-09-01";

/** Months ('YYYY-MM') whose average Spanish daily-market price exceeded 45 €/MWh, from the
 * month before the first 2024 invoice to the last month a 2024 invoice can look at. */
const ABOVE_45_EUR_MWH = new Set(["2023-12", "2024-01", "2024-06", "2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12"]);

export interface VatQuestion {
  line: "Electricidad" | "Gas";
  /** The invoice's issue (launch) date, 'YYYY-MM-DD'. */
  issuedOn: string;
  /** The billing period's last day, 'YYYY-MM-DD'. */
  periodUntil: string;
  /** Contracted kW per power period (0 where the tariff has none). */
  powersKw: readonly number[];
}

const monthBefore = (date: string): string => {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
};

/** The IVA rate (a fraction) of an invoice; throws for an issue date before VAT_TABLE_FROM. */
export function vatRate({ line, issuedOn, periodUntil, powersKw }: VatQuestion): number {
  if (issuedOn < VAT_TABLE_FROM) throw new RangeError(`No IVA rate is tabulated for ${issuedOn}`);
  if (line === "Gas") {
    if (issuedOn >= "2022-10-01" && issuedOn <= "2023-12-31") return SUPER_REDUCED_VAT;
    return issuedOn >= "2024-01-01" && issuedOn <= "2024-03-31" ? REDUCED_VAT : GENERAL_VAT;
  }
  const kw = Math.max(0, ...powersKw);
  if (issuedOn < "2021-06-26") return GENERAL_VAT;
  if (issuedOn <= "2022-06-30") return kw <= 10 ? REDUCED_VAT : GENERAL_VAT;
  if (issuedOn <= "2023-12-31") return kw <= 10 ? SUPER_REDUCED_VAT : GENERAL_VAT;
  if (issuedOn <= "2024-12-31") return kw <= 10 && ABOVE_45_EUR_MWH.has(monthBefore(periodUntil)) ? REDUCED_VAT : GENERAL_VAT;
  if (issuedOn >= "2026-03-22" && issuedOn <= "2026-04-29") return kw < 10 ? REDUCED_VAT : GENERAL_VAT;
  if (issuedOn >= "2026-04-30" && issuedOn <= "2026-05-31") return kw <= 10 ? REDUCED_VAT : GENERAL_VAT;
  return GENERAL_VAT;
}
