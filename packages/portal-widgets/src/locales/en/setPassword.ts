import type { CompleteMessages } from "../messages";
import { internalError, specialCharacters, unavailable, unexpectedError } from "./sentences";

export const setPassword = {
  statuses: {
    "202": "Your password has been saved.",
    "400": "The request is not correct.",
    "412": "The conditions for changing the password are not met.",
    "465": specialCharacters,
    "500": internalError,
    "503": unavailable,
    default: unexpectedError,
  },
  codes: {
    "147": "The confirmation code has expired or is not correct.",
    "176": "The password format is not correct.",
  },
} satisfies CompleteMessages["setPassword"];
