import { z } from "zod";
import { idParam, isoDate, text } from "../common";

/** GET /ov/insights/power/{codAbonado}: the data behind 'Potencia óptima'. */
export const powerInsightParamsSchema = z.object({ codAbonado: idParam });

const kw = z.number().min(0).max(100_000);

/** One calendar month (Madrid time) of the last twelve. */
export const powerMonthSchema = z.object({
  /** yyyy-mm. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** The highest hourly reading (kWh in an hour = mean kW) in each power period, P1 first;
   * null when the month has no reading in that period. */
  maxKw: z.array(kw.nullable()).min(1).max(6),
});
export type PowerMonth = z.output<typeof powerMonthSchema>;

/** One electricity invoice of the last twelve months and its maxímetro. */
export const powerMaximeterSchema = z.object({
  serieFactura: text(40),
  numeroFactura: text(40),
  /** The billing period (Madrid dates, both included). */
  readingFrom: isoDate,
  readingUntil: isoDate,
  /** The highest quarter-hourly mean power per power period, P1 first; null when the invoice
   * has none in that period (3.0TD: a period that does not occur in that month). */
  kw: z.array(kw.nullable()).min(1).max(6),
});
export type PowerMaximeter = z.output<typeof powerMaximeterSchema>;

export const powerInsightResponseSchema = z.object({
  codAbonado: text(40),
  tarifa: text(40),
  /** Contracted kW per power period, P1 first (2 for 2.0TD, 6 for 3.0TD/6.xTD). */
  contractedKw: z.array(kw).min(1).max(6),
  /** The power term's price per period, €/kW·día, P1 first: the contract's price plan valid
   * today, the one its next invoice is billed at. */
  priceEurPerKwDay: z.array(z.number().min(0).max(100)).min(1).max(6),
  /** The day that price plan took effect. */
  pricesValidFrom: isoDate,
  /** First and last day the maxima cover (Madrid dates). */
  from: isoDate,
  to: isoDate,
  /** Oldest first. */
  months: z.array(powerMonthSchema).max(13),
  /** The invoices whose billing period ends within from–to, oldest first, with their
   * maxímetro: the advice never goes below the highest of them. */
  maximeters: z.array(powerMaximeterSchema).max(40),
});
export type PowerInsight = z.output<typeof powerInsightResponseSchema>;
