export { ValidationError, type ValidationErrorProps } from "./ValidationError";
