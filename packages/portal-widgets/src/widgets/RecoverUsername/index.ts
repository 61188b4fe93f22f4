export { RecoverUsername, type RecoverUsernameProps } from "./RecoverUsername";
