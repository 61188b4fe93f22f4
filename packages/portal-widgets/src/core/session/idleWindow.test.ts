import { idleStep, idleWindow } from "./idleWindow";

const MINUTE = 60_000;

describe("idleWindow", () => {
  it("takes the server's minutes, else the fallback, and warns a minute before", () => {
    expect(idleWindow(2, 15 * MINUTE)).toEqual({ idleMs: 2 * MINUTE, warnMs: MINUTE });
    expect(idleWindow(null, 15 * MINUTE)).toEqual({ idleMs: 15 * MINUTE, warnMs: MINUTE });
  });

  it("never warns in the first half of the window", () => {
    expect(idleWindow(1, 15 * MINUTE)).toEqual({ idleMs: MINUTE, warnMs: 30_000 });
    expect(idleWindow(null, 15 * MINUTE, 10 * MINUTE).warnMs).toBe(7.5 * MINUTE);
  });
});

describe("idleStep", () => {
  const window = { idleMs: 2 * MINUTE, warnMs: MINUTE };

  it("is active until the warning, warns in the last minute, then expires", () => {
    expect(idleStep(1_000, 0, window)).toEqual({ kind: "active", warnAt: MINUTE });
    expect(idleStep(MINUTE, 0, window)).toEqual({ kind: "warn", idleAt: 2 * MINUTE });
    expect(idleStep(2 * MINUTE, 0, window)).toEqual({ kind: "expire" });
  });
});
