import type { CompleteMessages } from "../messages";

export const rules = {
  passwordPolicy:
    'The password must be at least 8 characters long and meet at least 3 of these 4 requirements: 1 capital letter, 1 lowercase letter, 1 number, 1 special character (!@#$%^*.). It may not contain the characters = _ & ? - / \\ "',
  usernamePolicy: "The username must be between 3 and 30 characters long and must not include special characters (, . _ & ? etc.)",
  allowedChars: "You have entered characters that our system does not allow.",
  passwordNotEqual: "The new password must not be the same as the current password",
  firstnameLength: "The name or company name must not be longer than {{max}} characters",
  lastnameLength: "The surnames (both together) must not be longer than {{max}} characters",
  documentPolicy: "The document number may only contain numbers or letters, and must be between 8 and 10 characters long",
  cupsUser: "The selected CUPS must be one of the user's CUPS",
  textareaCount: "The {{field}} field must not be longer than {{max}} characters",
} satisfies CompleteMessages["rules"];
