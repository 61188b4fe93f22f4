/**
 * Demo or production. The demo turns on what only a demonstration may have: the demo seed,
 * `GET /dev/outbox` (every e-mailed link, readable by anyone) and the JWT key and client
 * secret written in this repository. Anything that is not exactly `OV_DEMO=1` is
 * production, where the secrets must come from the environment.
 */

/** Published in the repository: whoever reads it can sign tokens, so demo mode only. */
export const DEMO_JWT_SECRET = "oficina-virtual-demo-secret-change-me-in-production";
/** Also compiled into the host app's default build (VITE_OV_CLIENT_SECRET). */
export const DEMO_CLIENT_SECRET = "demo-client-secret";
/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

/** A setting the server cannot start with; `message` names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function isDemo(env: NodeJS.ProcessEnv): boolean {
  const value = env.OV_DEMO?.trim() ?? "";
  if (value !== "" && value !== "0" && value !== "1") {
    throw new ConfigError(`OV_DEMO debe ser 0 o 1 (vale "${env.OV_DEMO}").`);
  }
  return value === "1";
}

/** The JWT key and the client secret: the environment's, else (demo mode only) the
 * published ones. Production refuses to start without them, or with the published values. */
export function secretsFrom(env: NodeJS.ProcessEnv, demo: boolean): { jwtSecret: string; clientSecret: string } {
  const jwtSecret = env.JWT_SECRET || (demo ? DEMO_JWT_SECRET : undefined);
  const clientSecret = env.OV_CLIENT_SECRET || (demo ? DEMO_CLIENT_SECRET : undefined);
  if (!jwtSecret) throw new ConfigError(missing("JWT_SECRET", `al menos ${MIN_JWT_SECRET_BYTES} bytes aleatorios`));
  if (Buffer.byteLength(jwtSecret, "utf8") < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET debe tener al menos ${MIN_JWT_SECRET_BYTES} bytes.`);
  }
  if (!clientSecret) throw new ConfigError(missing("OV_CLIENT_SECRET", "el secreto del cliente de /token"));
  if (!demo && jwtSecret === DEMO_JWT_SECRET) throw new ConfigError("JWT_SECRET no puede ser el valor de demostración publicado.");
  if (!demo && clientSecret === DEMO_CLIENT_SECRET) {
    throw new ConfigError("OV_CLIENT_SECRET no puede ser el valor de demostración publicado.");
  }
  return { jwtSecret, clientSecret };
}

function missing(variable: string, what: string): string {
  return `Falta ${variable} (${what}): es obligatoria fuera del modo demostración (OV_DEMO=1).`;
}

/** `EMBED_ORIGINS`: the origins whose pages may call the API and load the embed
 * (`https://www.example.es,https://cms.example.es`); empty → no CORS at all. */
export function embedOriginsFrom(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? "").split(",")) {
    const text = item.trim();
    if (!text) continue;
    if (text === "*" || text === "null") throw new ConfigError(`EMBED_ORIGINS no admite "${text}": escribe cada origen.`);
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new ConfigError(`EMBED_ORIGINS: "${text}" no es un origen (https://dominio[:puerto]).`);
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !bare) {
      throw new ConfigError(`EMBED_ORIGINS: "${text}" no es un origen (https://dominio[:puerto], sin ruta).`);
    }
    origins.push(url.origin);
  }
  return origins;
}
