import { z } from "zod";
import { idString } from "../common";
import { cents } from "./money";

/** PUT /ov/insights/contracts/{contractCode}/alert: the amount in cents (1 € … 100.000 €)
 * above which the projected invoice sends one e-mail per billing period. */
export const costAlertBodySchema = z.object({
  thresholdCents: z.number().int().min(100).max(10_000_000),
});
export type CostAlertBody = z.output<typeof costAlertBodySchema>;

/** GET and PUT answer: the threshold (null when none is set) and when this billing period's
 * e-mail went out. DELETE removes it (204). */
export const costAlertSchema = z.object({
  contractCode: idString(),
  thresholdCents: cents.nullable(),
  notifiedAt: z.string().max(40).nullable(),
});
export type CostAlert = z.output<typeof costAlertSchema>;
