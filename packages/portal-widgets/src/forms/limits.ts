// The length and count limits of the spec's forms.

/** Limits of part 1 §5 and §9. */
export const LIMITS = {
  nameMax: 50,
  lastNamesMax: 50,
  emailMax: 100,
  phoneMinDigits: 9,
  usernameMin: 3,
  usernameMax: 30,
  documentMin: 8,
  documentMax: 10,
  passwordMin: 8,
  issueTitleMax: 200,
  issueDescriptionMax: 1000,
  resetUsernameMax: 100,
} as const;
