import { connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { closeGracefully, shutDown } from "./shutdown";

// Ports of this test (the API's test range): one per test, so a slow close cannot collide.
const PORTS = { clean: 8211, forced: 8212, drain: 8119 };

/** An app whose GET /slow answers only when the test says so. */
async function appWithSlowRoute(port: number) {
  const events: string[] = [];
  let entered = () => {};
  const started = new Promise<void>((resolve) => (entered = resolve));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const app = Fastify();
  app.get("/slow", async () => {
    entered();
    await gate;
    events.push("answered");
    return { done: true };
  });
  app.addHook("onClose", async () => {
    events.push("onClose");
  });
  await app.listen({ port, host: "127.0.0.1" });
  return { app, events, started, release, url: `http://127.0.0.1:${port}/slow` };
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

async function eventually(check: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe("closeGracefully", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close().catch(() => undefined);
  });

  it("refuses new connections at once, lets the request in flight finish, then runs the onClose hooks", async () => {
    const slow = await appWithSlowRoute(PORTS.clean);
    app = slow.app;
    // A kept-alive connection (fetch's default), as a browser or a balancer would hold.
    const answer = fetch(slow.url);
    await slow.started;
    const closed = closeGracefully(slow.app, 5_000);

    expect(await eventually(() => refused(PORTS.clean))).toBe(true);
    expect(slow.events).toEqual([]);
    slow.release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await closed).toBe("clean");
    // The pool (an onClose hook in main.ts) closes only after the last answer.
    expect(slow.events).toEqual(["answered", "onClose"]);
  });

  it("cuts a request still running after the grace period, and closes all the same", async () => {
    const slow = await appWithSlowRoute(PORTS.forced);
    app = slow.app;
    const answer = fetch(slow.url).then(
      () => "answered",
      () => "cut",
    );
    await slow.started;
    const start = performance.now();
    expect(await closeGracefully(slow.app, 300)).toBe("forced");
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(await answer).toBe("cut");
    expect(slow.events).toContain("onClose");
    slow.release();
  });
});

describe("shutDown", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("marks the server draining and keeps serving for the drain time before it closes", async () => {
    const slow = await appWithSlowRoute(PORTS.drain);
    app = slow.app;
    slow.release();
    const events: string[] = [];
    const exited = new Promise<number>((resolve) => {
      void shutDown(slow.app, "SIGTERM", {
        graceMs: 1_000,
        drainMs: 400,
        onDrain: () => events.push("draining"),
        log: () => undefined,
        exit: resolve,
      });
    });
    expect(events).toEqual(["draining"]);
    // Still answering during the drain.
    const during = await fetch(slow.url);
    expect(during.status).toBe(200);
    expect(await refused(PORTS.drain)).toBe(false);
    expect(await exited).toBe(0);
    expect(await refused(PORTS.drain)).toBe(true);
  });
});
