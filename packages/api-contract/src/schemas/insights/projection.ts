import { z } from "zod";
import { idParam, idString, isoDate, lineSchema, text } from "../common";
import { cents, quantity } from "./money";

/** GET /ov/insights/contracts/{contractCode}/cost-this-month (contractCode: codAbonado). */
export const contractInsightParamsSchema = z.object({ contractCode: idParam });
export type ContractInsightParams = z.output<typeof contractInsightParamsSchema>;

/**
 * How the forecast was made (the widget shows one line per id). Every hour measured so far
 * counts as measured (a day's first hours too); each hour still to come is estimated and
 * priced in the period of its own day (season, weekend, holiday):
 * - `yearAgoCurve`: the same hour of the same weekday 52 weeks earlier, from the hourly curve
 *   (consumption and solar surplus alike);
 * - `dailyAverageSoFar`: the mean of this period's measured hours at that clock hour on the
 *   same kind of day (working, or weekend and holiday), with no curve a year earlier;
 * - `seasonalFit`: gas (no hourly readings): kWh per day fitted to the last one or two years
 *   of invoices against the yearly cold cycle (a degree-day proxy), for the period's days;
 * - `yearAgoShape`: the kWh per day of the invoice holding the same dates a year earlier,
 *   spread over the hours to come by its periods, when fewer than 7 days are measured and
 *   there is no curve a year earlier;
 * - `yearAgoMonth`: the same with nothing measured (a year of invoices is not there yet);
 * - `previousInvoicesDailyAverage`: the last invoices' daily average (nothing a year earlier).
 * The range (low/high) prices the estimated part `marginPercent` % lower and higher.
 */
export const PROJECTION_METHODS = [
  "yearAgoCurve",
  "dailyAverageSoFar",
  "seasonalFit",
  "yearAgoShape",
  "yearAgoMonth",
  "previousInvoicesDailyAverage",
] as const;

export const costThisMonthSchema = z.object({
  contractCode: idString(),
  line: lineSchema,
  tariff: text(40),
  /** The billing period in progress: the day after the last invoice's end … its expected end. */
  periodFrom: isoDate,
  periodUntil: isoDate,
  daysInPeriod: z.number().int().min(1).max(400),
  /** 'Llevas gastado': € since periodFrom from the hourly curve × the contract's prices
   * (all terms and taxes of the days so far); null without hourly readings (gas). */
  spent: z
    .object({
      amountCents: cents,
      kwh: quantity,
      /** The last day with readings (local date); the figures cover periodFrom … this day. */
      lastDayWithData: isoDate,
      daysWithData: z.number().int().min(0).max(400),
    })
    .nullable(),
  /** 'Previsión de la factura': € at periodUntil, lowCents ≤ amountCents ≤ highCents. */
  projection: z.object({
    amountCents: cents,
    lowCents: cents,
    highCents: cents,
    method: z.enum(PROJECTION_METHODS),
    /** ± this share (%) of the estimated kWh and surplus gives lowCents and highCents; 0 when
     * the whole period is measured. */
    marginPercent: z.number().int().min(0).max(100),
  }),
  /** The same period a year earlier: the invoice covering those dates, or the readings'
   * cost; null when there is none. */
  yearAgo: z
    .object({
      periodFrom: isoDate,
      periodUntil: isoDate,
      amountCents: cents,
      kwh: quantity,
    })
    .nullable(),
  /** The alert the customer set ('Avisarme si supero un importe'), or null. */
  alert: z
    .object({
      thresholdCents: cents,
      /** The whole range (lowCents) is above the threshold: what sends the e-mail, once a day
       * of the period has gone by. */
      exceeded: z.boolean(),
      /** When this billing period's e-mail went out (ISO instant), null if not (yet). */
      notifiedAt: z.string().max(40).nullable(),
    })
    .nullable(),
});
export type CostThisMonth = z.output<typeof costThisMonthSchema>;
