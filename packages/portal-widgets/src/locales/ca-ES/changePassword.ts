import type { CompleteMessages } from "../messages";
import { retryLater, specialCharacters, wrongCurrentPassword } from "./sentences";

export const changePassword = {
  statuses: {
    "200": "La contrasenya s'ha canviat correctament.",
    "400": wrongCurrentPassword,
    "403": wrongCurrentPassword,
    "465": specialCharacters,
    "500": wrongCurrentPassword,
    default: retryLater,
  },
} satisfies CompleteMessages["changePassword"];
