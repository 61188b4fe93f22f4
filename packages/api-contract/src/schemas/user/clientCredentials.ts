import { z } from "zod";
import { count, optionalText, token } from "../common";

export const clientTokenQuerySchema = z.object({ grant_type: z.literal("client_credentials") });

export const clientTokenResponseSchema = z.object({
  access_token: token,
  token_type: optionalText(40),
  expires_in: count.optional(),
});
export type ClientTokenResponse = z.output<typeof clientTokenResponseSchema>;
