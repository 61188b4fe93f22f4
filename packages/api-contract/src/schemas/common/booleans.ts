import { z } from "zod";

/** A boolean that may arrive as text: the spec stores isAdministrador as the text "true",
 * and query strings carry "true"/"false". "1"/"0" and 1/0 are accepted too. */
export const booleanish = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"]), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === "true" || value === "1" || value === 1);
