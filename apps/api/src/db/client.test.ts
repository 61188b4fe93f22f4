import { openDatabaseWaiting } from "./client";
import { isConnectionLoss } from "./connectionLoss";

describe("openDatabaseWaiting", () => {
  it("retries a server that cannot be reached, then gives up with the connection error", async () => {
    const logged: string[] = [];
    const start = performance.now();
    // Port 1 (tcpmux) is privileged and unused: nothing of ours listens there.
    const error = await openDatabaseWaiting(
      { url: "postgres://ov@127.0.0.1:1/ov" },
      { waitMs: 600, retryEveryMs: 150, log: (message) => logged.push(message) },
    ).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(isConnectionLoss(error)).toBe(true);
    expect(performance.now() - start).toBeGreaterThanOrEqual(400);
    // Said once, not at every attempt.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^La base de datos no responde \(.*ECONNREFUSED.*\); se reintenta durante 0.6 s…$/);
  });
});
