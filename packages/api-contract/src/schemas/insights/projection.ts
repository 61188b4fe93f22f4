import { z } from "zod";
import { idParam, idString, isoDate, lineSchema, text } from "../common";
import { cents, quantity } from "./money";

/** GET /ov/insights/contracts/{contractCode}/cost-this-month (contractCode: codAbonado). */
export const contractInsightParamsSchema = z.object({ contractCode: idParam });
export type ContractInsightParams = z.output<typeof contractInsightParamsSchema>;

/**
 * How the forecast was made (the widget shows one line per id):
 * - `dailyAverageSoFar`: the cost so far plus the fixed terms of the remaining days plus the
 *   energy of the remaining days at this period's daily average (electricity with readings);
 * - `yearAgoShape`: the same, the remaining days' kWh taken from the same days a year earlier
 *   when there are fewer than 7 days of readings in this period;
 * - `previousInvoicesDailyAverage`: the daily average of the last invoices × the period's days
 *   (gas, which has no hourly readings).
 * The range (low/high) widens with the share of the period still to come.
 */
export const PROJECTION_METHODS = ["dailyAverageSoFar", "yearAgoShape", "previousInvoicesDailyAverage"] as const;

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
      /** The projection is above the threshold. */
      exceeded: z.boolean(),
      /** When this billing period's e-mail went out (ISO instant), null if not (yet). */
      notifiedAt: z.string().max(40).nullable(),
    })
    .nullable(),
});
export type CostThisMonth = z.output<typeof costThisMonthSchema>;
