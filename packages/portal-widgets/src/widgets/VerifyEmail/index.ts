export { VerifyEmail, type VerifyEmailProps } from "./VerifyEmail";
