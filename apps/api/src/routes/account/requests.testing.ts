import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { PASSWORD } from "./account.testing";

/* Requests of the account tests: sign in, read the demo outbox, check an error answer. */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, username: string, password = PASSWORD, isAdministradorFinca = false) {
  return app.inject({
    method: "POST",
    url: "/ov/user/api/privateToken",
    payload: { username, password, isAdministradorFinca },
  });
}

/** The access token of a successful login (fails the test otherwise). */
export async function accessToken(app: FastifyInstance, username: string, password = PASSWORD, admin = false): Promise<string> {
  const response = await login(app, username, password, admin);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export interface OutboxMail {
  to: string;
  channel: "email" | "sms";
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function outbox(app: FastifyInstance): Promise<OutboxMail[]> {
  return (await app.inject({ method: "GET", url: "/dev/outbox" })).json() as OutboxMail[];
}

/** A query parameter of a link. */
export const linkParam = (link: string, name: string): string => new URL(link).searchParams.get(name) ?? "";

export const expectError = (response: LightMyRequestResponse, status: number, code: number) => {
  expect({ status: response.statusCode, code: (response.json() as { code?: number }).code }).toEqual({ status, code });
};

/** The 6-digit code of a signup code message (e-mail or SMS). */
export const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

/** Asks for the signup code of a holder (customers: nif and telefono) or of a pre-registered
 * administrator (email), and reads it from the outbox. */
export async function requestSignupCode(app: FastifyInstance, body: Record<string, string>, admin = false): Promise<string> {
  const url = `/ov/user/api/signupCode${admin ? "?isAdministradorFinca=true" : ""}`;
  const response = await app.inject({ method: "POST", url, payload: body });
  if (response.statusCode !== 202) throw new Error(`signupCode: ${response.statusCode} ${response.body}`);
  const [latest] = await outbox(app);
  return codeIn(latest?.text ?? "");
}

/** The mailed validation link as a browser then the page use it: the GET redirects to the
 * page, whose button spends the token (verifyUserEmail). Answers the button's status. */
export async function confirmValidationLink(app: FastifyInstance, link: string, publicUrl: string): Promise<number> {
  const opened = await app.inject({ method: "GET", url: link.slice(publicUrl.length) });
  const page = new URL(opened.headers.location as string, publicUrl);
  if (page.pathname !== "/user-verify-email") throw new Error(`validation link: redirected to ${page.pathname}`);
  const token = page.searchParams.get("token") ?? "";
  return (await app.inject({ method: "GET", url: "/ov/user/api/verifyUserEmail/", headers: { token } })).statusCode;
}
