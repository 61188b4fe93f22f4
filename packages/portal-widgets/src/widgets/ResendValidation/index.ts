export { ResendValidation, type ResendValidationProps } from "./ResendValidation";
