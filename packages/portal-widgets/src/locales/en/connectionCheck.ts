import type { CompleteMessages } from "../messages";

export const connectionCheck = {
  button: "Check connection",
  success: "The connection has been verified.",
  failure: "There is no connection to the Oficina Virtual. Please contact Customer Service on {{phone}}.",
} satisfies CompleteMessages["connectionCheck"];
