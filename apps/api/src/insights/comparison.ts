import { type BreakdownLine, CAUSE_KINDS, type ComparisonCause, type TariffPeriodName } from "@oficina-virtual/api-contract";
import { hoursMatrix, mixUnderCalendar } from "./calendarMix";
import { sumOf } from "./cents";

/** One side of a comparison: an invoice priced line by line (invoiceLines.ts). */
export interface ComparedSide {
  days: number;
  lines: readonly BreakdownLine[];
  /** The tariff and the local days billed: the calendar its hours fell in. Without it, no
   * calendar cause (the whole change of the mix is the customer's). */
  calendar?: { tariff: string; from: string; until: string };
}

const TAXES = new Set(["electricityTax", "hydrocarbonsTax", "iva"]);
const PERIODS: TariffPeriodName[] = ["P1", "P2", "P3", "P4", "P5", "P6"];
const round3 = (value: number) => Math.round(value * 1000) / 1000;

type Draft = Omit<ComparisonCause, "amountCents"> & { exact: number };
type CauseFields = Omit<ComparisonCause, "amountCents" | "kind">;
const plain: CauseFields = { period: null, unit: null, delta: null, current: null, other: null };

// The contract lists the kinds in the order the dialog shows them.
const ORDER: readonly ComparisonCause["kind"][] = CAUSE_KINDS;

/**
 * Splits current − other into causes that add up to it to the cent. Each effect is worked
 * out exactly (in fractions of a cent), one at a time, at the other invoice's prices first:
 * - energy: `consumption` = total kWh change at the other invoice's mix and prices; the
 *   change of mix at those prices is split into `calendar` (the other invoice's habits laid
 *   on this invoice's calendar: calendarMix.ts) and `distribution` (the rest: the customer
 *   used energy at other hours); `prices` per period = this invoice's kWh × the price change;
 * - power per period: `days` (Δdays), `power` (ΔkW), `prices` (Δ€/kW·día);
 * - a per-day charge (meter rental, gas fixed term, any other line with a €/día price):
 *   `days` and `prices`; compensation: `compensation` (Δ surplus) and `prices` (Δ €/kWh)
 *   unless capped (then all of it is `compensation`);
 * - taxes (electricity, hydrocarbons, IVA): `taxes`; any other line: `otherCharges`.
 * A price that did not change gives exactly 0. Every invoice line is rounded on its own, so
 * the exact causes miss the difference of the rounded totals by a few cents: each cause is
 * rounded and what is left goes to the largest one. Zero causes are left out.
 */
export function compareInvoices(current: ComparedSide, other: ComparedSide): ComparisonCause[] {
  const drafts: Draft[] = [];
  const add = (kind: ComparisonCause["kind"], exact: number, fields: Partial<CauseFields> = {}) => {
    if (exact === 0 && kind !== "consumption") return;
    const same = drafts.find((d) => d.kind === kind && d.period === (fields.period ?? null));
    if (same) same.exact += exact;
    else drafts.push({ kind, ...plain, ...fields, exact });
  };
  energyCauses(current, other, add);
  const deltaDays = current.days - other.days;
  const seen = new Set<string>();
  for (const line of [...other.lines, ...current.lines]) {
    const key = `${line.kind}|${line.period}`;
    if (line.kind === "energy" || line.kind === "gasVariable" || seen.has(key)) continue;
    seen.add(key);
    const now = find(current.lines, line.kind, line.period);
    const before = find(other.lines, line.kind, line.period);
    const change = cents(now) - cents(before);
    const priceBefore = before?.price ?? now?.price ?? 0;
    const priceNow = now?.price ?? priceBefore;
    if (line.kind === "power") {
      const kwBefore = before?.quantity ?? 0;
      const kwNow = now?.quantity ?? 0;
      add("days", kwBefore * deltaDays * priceBefore * 100, { unit: "días" });
      add("power", (kwNow - kwBefore) * current.days * priceBefore * 100, { unit: "kW" });
      add("prices", kwNow * current.days * (priceNow - priceBefore) * 100);
    } else if (line.kind === "compensation") {
      const kwhBefore = before?.quantity ?? 0;
      const kwhNow = now?.quantity ?? 0;
      const fields = { unit: "kWh" as const, delta: round3(kwhNow - kwhBefore), current: kwhNow, other: kwhBefore };
      if (now?.adjusted || before?.adjusted || !now || !before) add("compensation", change, fields);
      else {
        add("compensation", -(kwhNow - kwhBefore) * priceBefore * 100, fields);
        add("prices", -kwhNow * (priceNow - priceBefore) * 100);
      }
    } else if (TAXES.has(line.kind)) {
      add("taxes", change);
    } else if (line.priceUnit === "€/día" && now && before) {
      add("days", deltaDays * priceBefore * 100, { unit: "días" });
      add("prices", current.days * (priceNow - priceBefore) * 100);
    } else {
      add("otherCharges", change);
    }
  }
  const totalOf = (side: ComparedSide) => sumOf(side.lines.map((l) => l.amountCents));
  const causes = settle(drafts, totalOf(current) - totalOf(other));
  return finish(causes, current, other);
}

function find(lines: readonly BreakdownLine[], kind: BreakdownLine["kind"], period: TariffPeriodName | null = null) {
  return lines.find((line) => line.kind === kind && line.period === period);
}

const cents = (line: BreakdownLine | undefined) => line?.amountCents ?? 0;

/** The energy (or gas variable) term's change: consumption, calendar, distribution, prices. */
function energyCauses(
  current: ComparedSide,
  other: ComparedSide,
  add: (kind: ComparisonCause["kind"], exact: number, f?: Partial<CauseFields>) => void,
) {
  const energy = (side: ComparedSide) => side.lines.filter((l) => l.kind === "energy" || l.kind === "gasVariable");
  const nowLines = energy(current);
  const beforeLines = energy(other);
  if (nowLines.length === 0 && beforeLines.length === 0) return;
  const periods = [...new Set([...beforeLines, ...nowLines].map((l) => l.period))];
  const at = (lines: BreakdownLine[], period: TariffPeriodName | null) => lines.find((l) => l.period === period);
  const k0 = periods.map((p) => at(beforeLines, p)?.quantity ?? 0);
  const k1 = periods.map((p) => at(nowLines, p)?.quantity ?? 0);
  const c0 = periods.map((p) => at(beforeLines, p)?.price ?? at(nowLines, p)?.price ?? 0);
  const c1 = periods.map((p, i) => at(nowLines, p)?.price ?? c0[i]!);
  const K0 = sumOf(k0);
  const K1 = sumOf(k1);
  const valueAt = (kwh: readonly number[]) => sumOf(kwh.map((k, i) => k * c0[i]!)) * 100;
  const E0 = valueAt(k0);
  const kwhFields = { unit: "kWh" as const, delta: round3(K1 - K0), current: round3(K1), other: round3(K0) };
  if (K0 > 0) {
    const oldMixAtNewTotal = k0.map((k) => (k * K1) / K0);
    add("consumption", valueAt(oldMixAtNewTotal) - E0, kwhFields);
    const calendarMix = calendarShares(current, other, periods, k0);
    const calendarKwh = calendarMix ? calendarMix.map((share) => share * K1) : oldMixAtNewTotal;
    add("calendar", valueAt(calendarKwh) - valueAt(oldMixAtNewTotal));
    add("distribution", valueAt(k1) - valueAt(calendarKwh));
  } else {
    add("consumption", valueAt(k1), kwhFields);
  }
  periods.forEach((period, i) => {
    add("prices", k1[i]! * (c1[i]! - c0[i]!) * 100, { period, unit: "€/kWh", current: c1[i]!, other: c0[i]! });
  });
}

/** The other invoice's mix of kWh under this invoice's calendar, per period of `periods`. */
function calendarShares(current: ComparedSide, other: ComparedSide, periods: (TariffPeriodName | null)[], k0: number[]) {
  if (!current.calendar || !other.calendar || periods.length < 2) return null;
  const index = (p: TariffPeriodName | null) => (p ? PERIODS.indexOf(p) : -1);
  const kwhBefore = [0, 0, 0, 0, 0, 0];
  periods.forEach((p, i) => {
    if (index(p) >= 0) kwhBefore[index(p)] = k0[i]!;
  });
  const before = hoursMatrix(other.calendar.tariff, other.calendar.from, other.calendar.until);
  const after = hoursMatrix(current.calendar.tariff, current.calendar.from, current.calendar.until);
  const shares = mixUnderCalendar(kwhBefore, before, after);
  return shares ? periods.map((p) => (index(p) >= 0 ? shares[index(p)]! : 0)) : null;
}

/** Rounds each cause to the cent and gives what rounding left to the largest one, so the
 * causes add up to `difference` exactly; zero causes are dropped. */
function settle(drafts: Draft[], difference: number): ComparisonCause[] {
  const causes = drafts.map(({ exact, ...cause }) => ({ ...cause, amountCents: Math.round(exact), exact }));
  const left = difference - sumOf(causes.map((c) => c.amountCents));
  if (left !== 0) {
    const largest = causes.reduce<(typeof causes)[number] | null>(
      (best, c) => (c.exact !== 0 && (!best || Math.abs(c.exact) > Math.abs(best.exact)) ? c : best),
      null,
    );
    if (largest) largest.amountCents += left;
    else causes.push({ kind: "otherCharges", ...plain, amountCents: left, exact: left });
  }
  return causes.filter((c) => c.amountCents !== 0).map(({ exact: _, ...cause }) => cause);
}

/** The causes in a fixed order; `days` and `power` with their quantities. */
function finish(causes: ComparisonCause[], current: ComparedSide, other: ComparedSide): ComparisonCause[] {
  const sorted = [...causes].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  for (const cause of sorted) {
    if (cause.kind === "days") Object.assign(cause, { delta: current.days - other.days, current: current.days, other: other.days });
    if (cause.kind === "power") {
      const kw = (side: ComparedSide) => sumOf(side.lines.filter((l) => l.kind === "power").map((l) => l.quantity ?? 0));
      Object.assign(cause, { delta: round3(kw(current) - kw(other)), current: kw(current), other: kw(other) });
    }
  }
  return sorted;
}
