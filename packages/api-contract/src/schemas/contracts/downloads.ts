import { z } from "zod";
import { cups, esDate, idParam, isoDate, lineSchema, lineSlugSchema, oneLine, optionalParam, withOrderedRanges } from "../common";

/** contractCode/fullbilling: archive named 'facturas {line}.rar'. */
export const contractFullbillingQuerySchema = withOrderedRanges(
  z.object({
    CUPS: cups.min(1),
    line: lineSchema,
    contractCode: idParam,
    startDate: isoDate,
    endDate: isoDate,
    factura: optionalParam(oneLine(40)),
  }),
);

/** /ov/consumptions/api/fullbilling: 'consumos {line}.xlsx'. */
export const consumptionsExcelQuerySchema = withOrderedRanges(
  z.object({
    contractCode: idParam,
    cups: cups.min(1),
    line: lineSchema,
    startDate: isoDate,
    endDate: isoDate,
  }),
);

/**
 * GET /ov/contracts/fullbilling, whose answer is ignored. The spec writes "contractCode as
 * cups": either parameter is accepted, and at least one is required. Dates DD-MM-YYYY.
 */
export const contractsFullbillingNotifyQuerySchema = withOrderedRanges(
  z.object({
    contractCode: optionalParam(oneLine(40)),
    cups: optionalParam(cups),
    line: lineSchema,
    startDate: esDate,
    endDate: esDate,
  }),
).superRefine((query, ctx) => {
  if (!query.contractCode && !query.cups) {
    ctx.addIssue({ code: "custom", path: ["contractCode"], message: "Send contractCode or cups" });
  }
});

/** /ov/contracts/api/consumptionsCertified: line in lower case, dates YYYY-MM-DD. */
export const consumptionsCertifiedQuerySchema = withOrderedRanges(
  z.object({
    line: lineSlugSchema,
    contractCode: idParam,
    startDate: isoDate,
    endDate: isoDate,
  }),
);
