import { z } from "zod";
import { freeText, oneLine } from "../common";

/**
 * POST /ov/cups/api/createdebuglog. The spec does not show the body. Designed here: what
 * the client knows when the home's very first contract list comes back empty, just before
 * it forces a logout. `event` names the situation (e.g. 'emptyContractsOnFirstLoad'),
 * `detail` is free text (at most 2000 characters), `path` the page, `userAgent` the browser.
 */
export const debugLogBodySchema = z.object({
  event: oneLine(100).min(1),
  detail: freeText(2000).optional(),
  path: oneLine(500).optional(),
  userAgent: oneLine(500).optional(),
});
export type DebugLogBody = z.output<typeof debugLogBodySchema>;
