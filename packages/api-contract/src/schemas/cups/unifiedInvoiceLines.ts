import { z } from "zod";
import { booleanish } from "../common";

/** FacturasUnicas {Electricidad, Gas}: whether the customer has unified invoices per line. */
export const unicasAssociateSchema = z.object({
  FacturasUnicas: z.object({ Electricidad: booleanish.default(false), Gas: booleanish.default(false) }).prefault({}),
});
export type UnicasAssociate = z.output<typeof unicasAssociateSchema>;
