export type { ChangePasswordFormInput, ChangePasswordFormValues } from "./changePassword";
export { changePasswordFormSchema } from "./changePassword";
export type { Check } from "./check";
export { firstFailure, requiredCheck } from "./check";
export {
  allowedCharsCheck,
  documentPolicyCheck,
  firstnameLengthCheck,
  passwordPolicyCheck,
  textareaCountCheck,
  usernamePolicyCheck,
} from "./customRules";
export type { DateRangeFormOptions, DateRangeFormValues } from "./dateRange";
export { dateRangeFormSchema } from "./dateRange";
export type { EmailLinkPasswordFormInput, EmailLinkPasswordFormValues } from "./emailLinkPassword";
export { emailLinkPasswordFormSchema } from "./emailLinkPassword";
export type { ParseResultLike } from "./fieldErrors";
export { FORM_ERROR_KEY, fieldErrors } from "./fieldErrors";
export { flagField, lowerTrimmed, optionalField, requiredField, textField, trimmed, upperTrimmed } from "./fields";
export type { IssueFormInput, IssueFormOptions, IssueFormValues } from "./issue";
export { issueFormSchema } from "./issue";
export type { LoginFormInput, LoginFormValues } from "./login";
export { loginFormSchema } from "./login";
export type { AdministratorPasswordResetFormValues, CustomerPasswordResetFormValues } from "./passwordReset";
export {
  administratorPasswordResetFormSchema,
  customerPasswordResetFormSchema,
  passwordResetFormSchema,
} from "./passwordReset";
export {
  allowedChars,
  documentPolicy,
  firstnameLength,
  isEmail,
  isNumeric,
  lastnameLength,
  PASSWORD_FORBIDDEN_CHARS,
  PASSWORD_SPECIAL_CHARS,
  passwordClassCount,
  passwordPolicy,
  textareaCountWithin,
  usernamePolicy,
} from "./predicates";
export type { ReadingFormValues } from "./reading";
export { readingFormSchema } from "./reading";
export type { RecoverUsernameFormInput, RecoverUsernameFormValues } from "./recoverUsername";
export { recoverUsernameFormSchema } from "./recoverUsername";
export type {
  AdministratorResendValidationFormValues,
  CustomerResendValidationFormValues,
} from "./resendValidation";
export {
  administratorResendValidationFormSchema,
  customerResendValidationFormSchema,
  resendValidationFormSchema,
} from "./resendValidation";
export { emailCheck, LIMITS, maxLengthCheck, minDigitsCheck, numericCheck, oneOfCheck } from "./rules";
export type { SetPasswordFormInput, SetPasswordFormValues } from "./setPassword";
export { setPasswordFormSchema } from "./setPassword";
export type {
  AdministratorSignupFormInput,
  AdministratorSignupFormValues,
  CustomerSignupFormInput,
  CustomerSignupFormValues,
  DocumentType,
  SignupVariant,
} from "./signup";
export {
  administratorSignupFormSchema,
  customerSignupFormSchema,
  DOCUMENT_TYPES,
  SIGNUP_LANGUAGES,
  signupFormSchema,
  TITULAR_VALUES,
} from "./signup";
