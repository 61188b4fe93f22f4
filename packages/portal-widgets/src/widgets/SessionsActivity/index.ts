export { SessionsActivity, type SessionsActivityProps } from "./SessionsActivity";
