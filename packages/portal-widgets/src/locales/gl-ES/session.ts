import type { CompleteMessages } from "../messages";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  noContracts: "Non atopamos contratos asociados ao teu usuario. Se cres que é un erro, contacta connosco.",
} satisfies CompleteMessages["session"];
