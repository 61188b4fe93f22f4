import type { CompleteMessages } from "../messages";

export const sessionTimeout = {
  title: "Your session is about to expire",
  description: "For your security, we will end the session if there is no activity.",
  stay: "Stay signed in",
  logout: "Sign out",
  countdown: "The session will end in {{time}}.",
  remaining: "{{seconds}} seconds left before the session ends.",
} satisfies CompleteMessages["sessionTimeout"];
