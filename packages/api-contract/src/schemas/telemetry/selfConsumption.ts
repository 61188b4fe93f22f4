import { z } from "zod";
import { amount, count, cups, esDate, idParam, optionalText, text, withOrderedRanges } from "../common";

/** GET /ov/cups/api/autoconsumo: the load-curve screen's 'Autoconsumo' for the
 * range the chart shows (DD-MM-YYYY, the same 12-month rule). */
export const selfConsumptionQuerySchema = withOrderedRanges(
  z.object({
    cups: cups.min(1),
    contractCode: idParam,
    startDate: esDate,
    endDate: esDate,
  }),
);

/** One month of the range (a part of it at either end), figures of energy/selfConsumption.ts
 * at the contract's price plan valid on the month's first day: the plan its invoice is billed
 * at, so a whole month's compensation is the invoice's 'Compensación de excedentes'. */
export const selfConsumptionMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: text(7),
  /** €/kWh paid for surplus this month (the plan's). */
  surplusPrice: amount,
  /** kWh taken from the grid. */
  energyKwh: amount,
  /** kWh poured into the grid ('Excedente Energético'). */
  surplusKwh: amount,
  /** € of the energy term before compensation. */
  energyTermEur: amount,
  /** € the surplus is worth at the surplus price. */
  surplusValueEur: amount,
  /** € subtracted: min(surplusValueEur, energyTermEur). */
  compensationEur: amount,
  /** The cap applied: part of the surplus went uncompensated. */
  capped: z.boolean(),
});
export type SelfConsumptionMonth = z.output<typeof selfConsumptionMonthSchema>;

export const selfConsumptionResponseSchema = z.object({
  Autoconsumo: z.object({
    /** The supply pours surplus into the grid: some in the range's readings or on one of
     * its invoices. False: no self-consumption, and no months. */
    hasSelfConsumption: z.boolean(),
    months: z.array(selfConsumptionMonthSchema).max(13),
    total: z.object({ surplusKwh: amount, compensationEur: amount, countMonths: count }),
  }),
  error: optionalText(500),
});
export type SelfConsumptionResponse = z.output<typeof selfConsumptionResponseSchema>;
