import type { LocaleId } from "../locales/available";
import { formatQuantity } from "./format";

/** 'Potencia óptima' (issue #20): the advice's arithmetic is shared with the API's tests
 * (api-contract energy/powerAdvice.ts); what is only the page's stays here. */
export {
  lowestStepCovering,
  type PeriodAdvice,
  POWER_ADVICE_DAYS,
  POWER_MARGIN,
  type PowerAdvice,
  type PowerAdviceInput,
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
