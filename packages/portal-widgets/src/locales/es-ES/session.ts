import type { FirstLoadMessages } from "../messages";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  // Not in the spec, which logs out silently after an empty first contracts answer.
  noContracts: "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
} satisfies FirstLoadMessages["session"];
