import { readinessCheck } from "./readiness";

describe("readinessCheck", () => {
  it("trusts a success for a second, then checks again", async () => {
    let clock = 0;
    const ping = vi.fn(async () => undefined);
    const ready = readinessCheck(ping, () => clock);
    expect(await ready()).toBe(true);
    clock = 999;
    expect(await ready()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await ready()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("does not make callers wait for a slow re-check while the last success is recent", async () => {
    let clock = 0;
    let release = () => {};
    const ping = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const ready = readinessCheck(ping, () => clock);
    const first = ready();
    release();
    expect(await first).toBe(true);
    clock = 5_000;
    // The database is busy: the re-check has not answered, and callers still hear "ready".
    expect(await ready()).toBe(true);
    expect(await ready()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);
    // Ten seconds without a confirmation: callers wait for the check.
    clock = 10_000;
    let settled = false;
    const waiting = ready().then((answer) => ((settled = true), answer));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    expect(await waiting).toBe(true);
  });

  it("never trusts a failure: it forgets the last success, and reports the recovery on the next call", async () => {
    let clock = 0;
    let up = true;
    const ping = vi.fn(async () => {
      if (!up) throw new Error("connection refused");
    });
    const ready = readinessCheck(ping, () => clock);
    expect(await ready()).toBe(true);
    up = false;
    clock = 1_000;
    // Still recent: this call does not wait, but its check fails…
    expect(await ready()).toBe(true);
    await Promise.resolve();
    // …so the next ones wait for a check of their own and hear the failure.
    expect(await ready()).toBe(false);
    expect(await ready()).toBe(false);
    up = true;
    expect(await ready()).toBe(true);
  });

  it("forgets a fresh success when told the database was lost: the next call checks and hears it", async () => {
    let up = true;
    const ping = vi.fn(async () => {
      if (!up) throw new Error("Connection terminated unexpectedly");
    });
    const ready = readinessCheck(ping, () => 0);
    expect(await ready()).toBe(true);
    up = false;
    // A request has just seen the connection fail (http/errorHandler.ts).
    ready.forget();
    expect(await ready()).toBe(false);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("shares one query among the checks that arrive while it runs", async () => {
    let release = () => {};
    const ping = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const ready = readinessCheck(ping, () => 0);
    const answers = [ready(), ready(), ready()];
    release();
    expect(await Promise.all(answers)).toEqual([true, true, true]);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
