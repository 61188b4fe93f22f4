/*
 * The electricity tax (Impuesto Especial sobre la Electricidad) rate of an invoice by its
 * issue date (sources: docs/TAXES.md). Like IVA it falls due when the price of the period
 * becomes payable, so a reduction reaches the invoices issued while it lasts. Outside the
 * reductions below, the price plan's rate (the general 5,11269632 %) stands.
 */

const REDUCED: readonly { from: string; until: string; rate: number }[] = [
  // Real Decreto-ley 17/2021, extended to the end of 2023 (last by RDL 20/2022): 0,5 %.
  { from: "2021-09-16", until: "2023-12-31", rate: 0.005 },
  // Real Decreto-ley 8/2023: the return to the general rate in two steps.
  { from: "2024-01-01", until: "2024-03-31", rate: 0.025 },
  { from: "2024-04-01", until: "2024-06-30", rate: 0.038 },
  // Real Decreto-ley 7/2026, art. 40: 0,5 %; its June extension did not apply.
  { from: "2026-03-22", until: "2026-05-31", rate: 0.005 },
];

/** The rate (a fraction) for an electricity invoice issued on `issuedOn`, `planRate` outside
 * the reductions. The legal minimum per MWh is not changed by them. */
export function electricityTaxRate(issuedOn: string, planRate: number): number {
  return REDUCED.find((r) => issuedOn >= r.from && issuedOn <= r.until)?.rate ?? planRate;
}
