import type { CompleteMessages } from "../messages";
import { specialCharacters } from "./sentences";

export const tokenPages = {
  expired: "The link has expired or is not valid.",
  requestNewLink: "Request a new link",
  specialCharacters,
  emailVerified: "Your e-mail address has been verified.",
  passwordUpdated: "Your password has been updated.",
} satisfies CompleteMessages["tokenPages"];
