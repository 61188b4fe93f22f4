import type { CompleteMessages } from "../messages";
import { sessionExpired } from "./sentences";

export const session = {
  expired: sessionExpired,
  noContracts: "We found no contracts linked to your user. If you think this is a mistake, please contact us.",
} satisfies CompleteMessages["session"];
