export { PasswordResetRequest, type PasswordResetRequestProps } from "./PasswordResetRequest";
