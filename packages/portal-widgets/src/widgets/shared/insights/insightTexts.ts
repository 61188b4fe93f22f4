import type { BreakdownLine, ComparisonCause } from "@oficina-virtual/api-contract";
import { formatDate, formattersFor } from "../../../domain/format";
import { fromCents } from "../../../domain/money";
import type { LocaleId } from "../../../locales/available";
import type { LazyLabels } from "../../../locales/es-ES/labels";
import { choosePlural, formatMessage } from "../../../locales/format";

type InsightLabels = LazyLabels["insights"];

// Figures in the locale's way: '1.234,5 kWh' in Spanish, '1,234.5 kWh' in English.
const kwh = (locale: LocaleId, value: number) => formattersFor(locale).quantity(value, 2);
const price = (locale: LocaleId, value: number) => formattersFor(locale).unitPrice(value);
/** A tax rate given as a fraction: 0.21 → '21', 0.0511269632 → '5,11269632'. */
const percent = (locale: LocaleId, rate: number) => formattersFor(locale).quantity(rate * 100, 8);

/** 2.0TD invoices call their energy periods punta, llano and valle; others keep P1–P6. */
export function periodName(labels: InsightLabels, tariff: string | null, period: string | null): string {
  if (!period) return "";
  if (tariff?.trim().startsWith("2.0")) {
    const named = ({ P1: labels.common.punta, P2: labels.common.llano, P3: labels.common.valle } as Record<string, string>)[period];
    if (named) return named;
  }
  return period;
}

/** The concept column of a breakdown line ('Energía P1', 'IVA'…). */
export function lineConcept(labels: InsightLabels, line: BreakdownLine): string {
  const texts = labels.breakdown;
  switch (line.kind) {
    case "energy":
      return formatMessage(texts.energy, { period: line.period ?? "" }).trim();
    case "power":
      return formatMessage(texts.power, { period: line.period ?? "" }).trim();
    default:
      return texts[line.kind];
  }
}

/** '31 días facturados, del …' ('1 día facturado' for a single day). */
export function daysBilledText(labels: InsightLabels, locale: LocaleId, days: number, from: string, until: string): string {
  const texts = labels.breakdown;
  return formatMessage(choosePlural(locale, days, texts.daysOne, texts.daysOther), { days, from, until });
}

/** How the line was computed ('42 kWh × 0,134567 €/kWh'), or '' when the answer gave no factors. */
export function lineDetail(labels: InsightLabels, line: BreakdownLine, locale: LocaleId): string {
  const texts = labels.breakdown;
  const { quantity, price: unit, days, rate, baseCents } = line;
  if (rate !== null && baseCents !== null) {
    const detail = formatMessage(texts.percentDetail, {
      rate: percent(locale, rate),
      base: formattersFor(locale).amount(fromCents(baseCents)),
    });
    return line.adjusted ? `${detail} (${texts.legalMinimum})` : detail;
  }
  if (line.kind === "electricityTax" && line.adjusted) return texts.legalMinimum;
  switch (line.kind) {
    case "power":
      return quantity !== null && unit !== null && days !== null
        ? formatMessage(choosePlural(locale, days, texts.powerDetailOne, texts.powerDetailOther), {
            kw: formattersFor(locale).quantity(quantity, 3),
            days,
            price: price(locale, unit),
          })
        : "";
    case "bonoSocial":
    case "meterRental":
    case "gasFixed":
      return days !== null && unit !== null
        ? formatMessage(choosePlural(locale, days, texts.perDayDetailOne, texts.perDayDetailOther), { days, price: price(locale, unit) })
        : "";
    case "compensation": {
      if (quantity === null || unit === null) return "";
      const detail = formatMessage(texts.surplusDetail, { kwh: kwh(locale, quantity), price: price(locale, unit) });
      return line.adjusted ? `${detail} (${texts.compensationCapped})` : detail;
    }
    default:
      return quantity !== null && unit !== null
        ? formatMessage(texts.energyDetail, { kwh: kwh(locale, quantity), price: price(locale, unit) })
        : "";
  }
}

/** One cause as a plain Spanish sentence: 'Has consumido 42 kWh más en punta: +8,10 €'. */
export function causeSentence(labels: InsightLabels, tariff: string | null, cause: ComparisonCause, locale: LocaleId): string {
  const texts = labels.comparison;
  const format = formattersFor(locale);
  const amount = format.signedAmount(fromCents(cause.amountCents));
  const period = periodName(labels, tariff, cause.period);
  const delta = cause.delta ?? 0;
  const up = cause.amountCents >= 0;
  switch (cause.kind) {
    case "consumption":
      return period
        ? formatMessage(delta >= 0 ? texts.consumptionMore : texts.consumptionLess, { kwh: kwh(locale, Math.abs(delta)), period, amount })
        : formatMessage(delta >= 0 ? texts.consumptionMoreTotal : texts.consumptionLessTotal, {
            kwh: kwh(locale, Math.abs(delta)),
            amount,
          });
    case "days": {
      const days = Math.abs(delta);
      const template =
        delta >= 0
          ? choosePlural(locale, days, texts.daysMoreOne, texts.daysMoreOther)
          : choosePlural(locale, days, texts.daysLessOne, texts.daysLessOther);
      return formatMessage(template, { days: format.quantity(days, 0), amount });
    }
    case "prices":
      return period
        ? formatMessage(up ? texts.priceUp : texts.priceDown, { period, amount })
        : formatMessage(up ? texts.pricesUp : texts.pricesDown, { amount });
    case "power":
      return cause.delta !== null && cause.delta !== 0
        ? formatMessage(cause.delta > 0 ? texts.powerMore : texts.powerLess, { kw: format.quantity(Math.abs(cause.delta), 3), amount })
        : formatMessage(texts.power, { amount });
    default:
      return formatMessage(texts[cause.kind], { amount });
  }
}

/** A cause's short name, for a bar of the waterfall. */
export function causeShortName(labels: InsightLabels, tariff: string | null, cause: ComparisonCause): string {
  const short = labels.comparison.short;
  const period = periodName(labels, tariff, cause.period);
  if (cause.kind === "consumption" && period) return formatMessage(short.consumption, { period });
  if (cause.kind === "prices" && period) return formatMessage(short.price, { period });
  if (cause.kind === "consumption") return short.consumptionTotal;
  return short[cause.kind];
}

/** Dates read DD/MM/YYYY in Spanish, as in the invoice lists (Intl's numeric date elsewhere). */
export const shownDate = (value: string | null | undefined, locale: LocaleId) => (value ? formatDate(value, locale) : "");
