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
