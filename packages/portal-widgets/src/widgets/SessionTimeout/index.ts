export { SessionTimeout } from "./SessionTimeout";
