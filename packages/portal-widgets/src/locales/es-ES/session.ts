import type { FirstLoadMessageAreas } from "../areaTypes";
import { textArea } from "../textArea";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  // Not in the spec, which logs out silently after an empty first contracts answer.
  noContracts: "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
} satisfies FirstLoadMessageAreas["session"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area. */
export const sessionMessages = textArea("session", session);
