import type { BreakdownLine, ComparisonCause, TariffPeriodName } from "@oficina-virtual/api-contract";
import { sumOf, toCents } from "./cents";

/** One side of a comparison: an invoice priced line by line (invoiceLines.ts). */
export interface ComparedSide {
  days: number;
  lines: readonly BreakdownLine[];
}

const TAXES = new Set(["electricityTax", "hydrocarbonsTax", "iva"]);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function find(lines: readonly BreakdownLine[], kind: BreakdownLine["kind"], period: TariffPeriodName | null = null) {
  return lines.find((line) => line.kind === kind && line.period === period);
}

const cents = (line: BreakdownLine | undefined) => line?.amountCents ?? 0;

/**
 * Splits current − other into causes that add up to it exactly. Each term's change is taken
 * one effect at a time, at the other invoice's prices first, and the price change is what is
 * left of the term's change (so rounding never leaks out of a term):
 * - energy per period (and gas variable): consumption = round(ΔkWh × other €/kWh), prices = rest;
 * - power per period: days = round(other kW × Δdays × other price), power = round(ΔkW × current
 *   days × other price), prices = rest;
 * - meter rental and gas fixed term: days = round(Δdays × other price), prices = rest;
 * - compensation: its whole change; taxes (electricity, hydrocarbons, IVA): their whole change.
 * Causes of the same kind and period are merged; zero causes are left out.
 */
export function compareInvoices(current: ComparedSide, other: ComparedSide): ComparisonCause[] {
  const causes: ComparisonCause[] = [];
  const add = (cause: Omit<ComparisonCause, "amountCents"> & { amountCents: number }) => {
    const same = causes.find((c) => c.kind === cause.kind && c.period === cause.period);
    if (same && cause.kind !== "consumption") same.amountCents += cause.amountCents;
    else causes.push({ ...cause });
  };
  const deltaDays = current.days - other.days;
  const keys = new Map<string, { kind: BreakdownLine["kind"]; period: TariffPeriodName | null }>();
  for (const line of [...other.lines, ...current.lines]) keys.set(`${line.kind}|${line.period}`, { kind: line.kind, period: line.period });

  let daysCents = 0;
  for (const { kind, period } of keys.values()) {
    const now = find(current.lines, kind, period);
    const before = find(other.lines, kind, period);
    const change = cents(now) - cents(before);
    if (kind === "energy" || kind === "gasVariable") {
      const kwhNow = now?.quantity ?? 0;
      const kwhBefore = before?.quantity ?? 0;
      const priceBefore = before?.price ?? now?.price ?? 0;
      const consumption = toCents((kwhNow - kwhBefore) * priceBefore);
      add({
        kind: "consumption",
        period,
        unit: "kWh",
        delta: round3(kwhNow - kwhBefore),
        current: kwhNow,
        other: kwhBefore,
        amountCents: consumption,
      });
      add({
        kind: "prices",
        period,
        unit: "€/kWh",
        delta: null,
        current: now?.price ?? null,
        other: before?.price ?? null,
        amountCents: change - consumption,
      });
    } else if (kind === "power") {
      const priceBefore = before?.price ?? now?.price ?? 0;
      const kwBefore = before?.quantity ?? 0;
      const kwNow = now?.quantity ?? 0;
      const byDays = toCents(kwBefore * deltaDays * priceBefore);
      const byPower = toCents((kwNow - kwBefore) * current.days * priceBefore);
      daysCents += byDays;
      add({ kind: "power", period: null, unit: "kW", delta: null, current: null, other: null, amountCents: byPower });
      add({ kind: "prices", period: null, unit: null, delta: null, current: null, other: null, amountCents: change - byDays - byPower });
    } else if (kind === "meterRental" || kind === "gasFixed" || kind === "bonoSocial") {
      const byDays = toCents(deltaDays * (before?.price ?? now?.price ?? 0));
      daysCents += byDays;
      add({ kind: "prices", period: null, unit: null, delta: null, current: null, other: null, amountCents: change - byDays });
    } else if (kind === "compensation") {
      add({
        kind: "compensation",
        period: null,
        unit: "kWh",
        delta: round3((now?.quantity ?? 0) - (before?.quantity ?? 0)),
        current: now?.quantity ?? 0,
        other: before?.quantity ?? 0,
        amountCents: change,
      });
    } else if (TAXES.has(kind)) {
      add({ kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: change });
    }
  }
  causes.unshift({
    kind: "days",
    period: null,
    unit: "días",
    delta: deltaDays,
    current: current.days,
    other: other.days,
    amountCents: daysCents,
  });
  const kept = causes.filter((cause) => cause.amountCents !== 0);
  const powerCause = kept.find((cause) => cause.kind === "power");
  if (powerCause) {
    const kw = (side: ComparedSide) => sumOf(side.lines.filter((l) => l.kind === "power").map((l) => l.quantity ?? 0));
    Object.assign(powerCause, { delta: round3(kw(current) - kw(other)), current: kw(current), other: kw(other) });
  }
  return kept;
}
