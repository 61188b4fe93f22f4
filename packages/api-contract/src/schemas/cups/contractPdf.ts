import { z } from "zod";
import { idParam, lineSchema } from "../common";

/** GET /ov/contracts/{codAbonado}?line=&output=pdf, saved as Contrato-{code}.pdf. */
export const contractPdfParamsSchema = z.object({ codAbonado: idParam });
export const contractPdfQuerySchema = z.object({ line: lineSchema, output: z.literal("pdf") });
