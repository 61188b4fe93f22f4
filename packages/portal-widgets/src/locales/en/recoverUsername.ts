import type { CompleteMessages } from "../messages";
import { internalError, unavailable, unexpectedError } from "./sentences";

export const recoverUsername = {
  statuses: {
    "200": "We have sent you an e-mail with your username.",
    "204": "There is no account linked to this e-mail address.",
    "400": "No user was found with these details.",
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
} satisfies CompleteMessages["recoverUsername"];
