export { EmailLinkPasswordChange, type EmailLinkPasswordChangeProps } from "./EmailLinkPasswordChange";
