export { SessionsActivityCard, type SessionsActivityCardProps } from "./SessionsActivityCard";
