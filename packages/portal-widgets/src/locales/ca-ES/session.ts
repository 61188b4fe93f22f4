import type { CompleteMessages } from "../messages";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  noContracts: "No hem trobat contractes associats al teu usuari. Si creus que és un error, contacta amb nosaltres.",
} satisfies CompleteMessages["session"];
