import { intlLocale, type LocaleId } from "../locales/available";
import { formatQuantity } from "./format";

/** 'Potencia óptima': the advice's arithmetic is shared with the API's tests
 * (api-contract energy/powerAdvice.ts, excessPower.ts); what is only the page's stays here. */
export {
  type AdviceMaximeter,
  EXCESS_POWER_TEP_EUR_PER_KW,
  type ExcessAdvice,
  lowestStepCovering,
  type PeriodAdvice,
  POWER_ADVICE_DAYS,
  POWER_MARGIN,
  type PowerAdvice,
  type PowerAdviceInput,
  type PowerSource,
  powerAdvice,
  powerSteps,
  SINGLE_PHASE_STEPS,
  SIX_PERIOD_MIN_P6,
  SIX_PERIOD_STEPS,
} from "@oficina-virtual/api-contract";

/** kW with the decimals a step has (1,725 · 3,45 · 15), never binary noise; Intl's
 * separators outside es-ES ('1,725' is 1.725 kW in English). */
export function formatKw(kw: number, locale: LocaleId = "es-ES"): string {
  if (locale !== "es-ES") return formatQuantity(kw, 3, 0, locale);
  const thousandths = Math.round(kw * 1000);
  const integer = Math.floor(thousandths / 1000)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const decimals = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return decimals ? `${integer},${decimals}` : integer;
}

const longMonths = new Map<LocaleId, Intl.DateTimeFormat>();

/** 'julio de 2026' for '2026-07-01' or '2026-07' (the month an invoice bills or a reading fell in). */
export function formatLongMonth(isoMonth: string, locale: LocaleId = "es-ES"): string {
  let format = longMonths.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" });
    longMonths.set(locale, format);
  }
  const [year, month] = isoMonth.split("-").map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}
