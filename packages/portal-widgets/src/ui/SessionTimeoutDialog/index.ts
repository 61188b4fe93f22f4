export { SessionTimeoutDialog, type SessionTimeoutDialogProps, type SessionTimeoutTexts } from "./SessionTimeoutDialog";
