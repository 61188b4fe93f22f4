export { SetNewPassword, type SetNewPasswordProps } from "./SetNewPassword";
