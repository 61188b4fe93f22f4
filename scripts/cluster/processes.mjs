// The processes of the cluster journey (run.mjs): replicas of the compiled API and HAProxy, on
// loopback, each with its output kept for the report when something fails.
import { spawn } from "node:child_process";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true; throws after `ms` naming `what`. */
export async function until(check, ms, what) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (await check().catch(() => false)) return performance.now();
    await sleep(100);
  }
  throw new Error(`no llegó a tiempo (${ms / 1000} s): ${what}`);
}

/** Whether GET `url` answers `status`. */
export const answers = (url, status = 200) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status === status,
    () => false,
  );

export class Child {
  constructor(name, command, args, env) {
    this.name = name;
    this.output = "";
    this.process = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk) => {
      // The tail is enough to explain a failure.
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.process.stdout.on("data", keep);
    this.process.stderr.on("data", keep);
    this.exited = new Promise((resolve) => this.process.once("exit", (code, signal) => resolve({ code, signal })));
  }

  get running() {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends `signal` and waits (at most `ms`) for the exit. */
  async stop(signal = "SIGTERM", ms = 30_000) {
    if (!this.running) return this.exited;
    this.process.kill(signal);
    const timer = sleep(ms).then(() => {
      this.process.kill("SIGKILL");
      return { code: null, signal: "timeout" };
    });
    return Promise.race([this.exited, timer]);
  }
}

/** A replica of the compiled server on `port`. */
export function startReplica(name, port, env) {
  return new Child(name, process.execPath, ["apps/api/dist/main.js"], {
    PATH: process.env.PATH,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
}

/** HAProxy with deploy/haproxy.cfg in the foreground, balancing over `ports`. */
export function startBalancer(port, ports) {
  return new Child("haproxy", "haproxy", ["-db", "-f", "deploy/haproxy.cfg"], {
    PATH: process.env.PATH,
    OV_LB_BIND: `127.0.0.1:${port}`,
    OV_API1: `127.0.0.1:${ports[0]}`,
    OV_API2: `127.0.0.1:${ports[1]}`,
  });
}
