import type { CompleteMessages } from "../messages";

export const emailLinkPassword = {
  minLength: "The password must be at least 8 characters long.",
  complexity:
    "The password must be at least 8 characters long and meet at least 3 of these 4 requirements: 1 capital letter, 1 lowercase letter, 1 number, 1 special character",
  mismatch: "The passwords do not match.",
} satisfies CompleteMessages["emailLinkPassword"];
