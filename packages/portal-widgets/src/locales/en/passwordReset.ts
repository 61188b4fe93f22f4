import type { CompleteMessages } from "../messages";
import { internalError, resetSent, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const passwordReset = {
  statuses: {
    "202": resetSent,
    "204": resetSent,
    "400": "The details entered do not match those registered.",
    "464": "The password could not be changed.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "169": "The e-mail address does not match the registered one.",
    "170": "The telephone number does not match the registered one.",
    "174": "The username is not registered.",
  },
} satisfies CompleteMessages["passwordReset"];
