import type { CompleteMessages } from "../messages";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  noContracts: "Ez dugu zure erabiltzaileari lotutako kontraturik aurkitu. Errore bat dela uste baduzu, jarri gurekin harremanetan.",
} satisfies CompleteMessages["session"];
