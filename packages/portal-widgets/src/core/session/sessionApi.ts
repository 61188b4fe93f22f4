import type { PortalApiClient } from "../client/contractClient";
import type { SessionApi } from "./sessionStore";

/** The session's three calls, made through the contract's client. */
export function sessionApiFromClient(client: PortalApiClient): SessionApi {
  return {
    privateToken: ({ username, password, isAdministradorFinca }, role) =>
      client.call("privateToken", { body: { username, password, isAdministradorFinca }, role }),
    me: () => client.call("me"),
    logout: (refreshToken) => client.call("logout", { headers: { refresh_token: refreshToken } }),
  };
}
