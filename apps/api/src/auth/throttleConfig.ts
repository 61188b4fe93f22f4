import { ConfigError } from "../runMode";
import type { LookupLimits } from "./lookupLimit";
import type { MailLimits } from "./mailLimit";
import type { LoginLimits } from "./rateLimit";
import type { RefreshLimits } from "./refreshLimit";
import type { WriteQuotas } from "./writeQuota";

/** The login throttle's, the e-mail limits' and the write quotas' settings (apps/api/README.md:
 * "Login throttling, e-mail limits and quotas"), read from the environment by config.ts. */
export interface ThrottleConfig {
  login: LoginLimits;
  mail: MailLimits;
  /** The refresh call's (auth/refreshLimit.ts); its defaults when absent. */
  refresh?: RefreshLimits;
  /** The write quotas per user and hour (auth/writeQuota.ts); its defaults when absent. */
  writes?: WriteQuotas;
  /** The signup lookups' (auth/lookupLimit.ts); its defaults when absent. */
  lookup?: LookupLimits;
}

/** Fastify's `trustProxy` from TRUST_PROXY: whose X-Forwarded-For gives the client address.
 * Unset, empty, `0` or `false`: nobody's (the socket's address counts). A whole number: that
 * many proxy hops. Anything else: a comma list of addresses, CIDRs or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). `true` (believe anyone) is refused: any client
 * could then choose its own address and escape the per-address limits. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || /^(false|off|no)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|on|yes)$/i.test(text))
    throw new ConfigError("TRUST_PROXY=true creería el X-Forwarded-For de cualquier cliente: indica los proxies o el número de saltos.");
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** TRUST_PROXY as Fastify's option. Fastify 5 no longer honours a bare hop count (it trusts
 * nobody then), so a count becomes proxy-addr's hop function: the socket's peer and the
 * next `hops - 1` addresses of X-Forwarded-For are proxies. Only safe when clients cannot
 * reach the server except through those proxies; otherwise name the proxies instead. */
export function fastifyTrustProxy(
  trustProxy: false | number | string[] | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  return trustProxy ?? false;
}
