export { fieldErrors, FORM_ERROR_KEY } from "./fieldErrors";
export type { ParseResultLike } from "./fieldErrors";
export { flagField, lowerTrimmed, optionalField, requiredField, textField, trimmed, upperTrimmed } from "./fields";
export {
  LIMITS,
  allowedCharsCheck,
  documentPolicyCheck,
  emailCheck,
  firstFailure,
  firstnameLengthCheck,
  maxLengthCheck,
  minDigitsCheck,
  numericCheck,
  oneOfCheck,
  passwordPolicyCheck,
  requiredCheck,
  textareaCountCheck,
  usernamePolicyCheck,
} from "./rules";
export {
  PASSWORD_FORBIDDEN_CHARS,
  PASSWORD_SPECIAL_CHARS,
  allowedChars,
  documentPolicy,
  firstnameLength,
  isEmail,
  isNumeric,
  lastnameLength,
  passwordClassCount,
  passwordPolicy,
  textareaCountWithin,
  usernamePolicy,
} from "./predicates";
export type { Check } from "./rules";
export { loginFormSchema } from "./login";
export type { LoginFormInput, LoginFormValues } from "./login";
export {
  DOCUMENT_TYPES,
  SIGNUP_LANGUAGES,
  TITULAR_VALUES,
  administratorSignupFormSchema,
  customerSignupFormSchema,
  signupFormSchema,
} from "./signup";
export type {
  AdministratorSignupFormInput,
  AdministratorSignupFormValues,
  CustomerSignupFormInput,
  CustomerSignupFormValues,
  DocumentType,
  SignupVariant,
} from "./signup";
export { issueFormSchema } from "./issue";
export type { IssueFormInput, IssueFormOptions, IssueFormValues } from "./issue";
export { changePasswordFormSchema } from "./changePassword";
export type { ChangePasswordFormInput, ChangePasswordFormValues } from "./changePassword";
export {
  administratorResendValidationFormSchema,
  customerResendValidationFormSchema,
  resendValidationFormSchema,
} from "./resendValidation";
export type {
  AdministratorResendValidationFormValues,
  CustomerResendValidationFormValues,
} from "./resendValidation";
export {
  administratorPasswordResetFormSchema,
  customerPasswordResetFormSchema,
  passwordResetFormSchema,
} from "./passwordReset";
export type { AdministratorPasswordResetFormValues, CustomerPasswordResetFormValues } from "./passwordReset";
export { setPasswordFormSchema } from "./setPassword";
export type { SetPasswordFormInput, SetPasswordFormValues } from "./setPassword";
export { recoverUsernameFormSchema } from "./recoverUsername";
export type { RecoverUsernameFormInput, RecoverUsernameFormValues } from "./recoverUsername";
export { emailLinkPasswordFormSchema } from "./emailLinkPassword";
export type { EmailLinkPasswordFormInput, EmailLinkPasswordFormValues } from "./emailLinkPassword";
export { dateRangeFormSchema } from "./dateRange";
export type { DateRangeFormOptions, DateRangeFormValues } from "./dateRange";
export { readingFormSchema } from "./reading";
export type { ReadingFormValues } from "./reading";
