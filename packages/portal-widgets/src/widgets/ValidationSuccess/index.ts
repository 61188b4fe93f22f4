export { ValidationSuccess, type ValidationSuccessProps } from "./ValidationSuccess";
