import type { FirstLoadMessageAreas } from "../areaTypes";
import type { TextArea } from "../textArea";
import { sessionExpired } from "./login";

export const session = {
  expired: sessionExpired,
  // Not in the spec, which logs out silently after an empty first contracts answer.
  noContracts: "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
} satisfies FirstLoadMessageAreas["session"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const sessionMessages: TextArea<typeof session> = { key: "session", spanish: session };
