import type { CompleteMessages } from "../messages";
import { retryLater, specialCharacters, wrongCurrentPassword } from "./sentences";

export const changePassword = {
  statuses: {
    "200": "Your password has been changed.",
    "400": wrongCurrentPassword,
    "403": wrongCurrentPassword,
    "465": specialCharacters,
    "500": wrongCurrentPassword,
    default: retryLater,
  },
} satisfies CompleteMessages["changePassword"];
