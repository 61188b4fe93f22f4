import { createSessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { memoryStorage } from "./storage";

describe("createSessionCell", () => {
  it("starts from storage, notifies on change only and persists text", () => {
    const storage = memoryStorage({ [SESSION_KEYS.email]: "ana@example.es" });
    const cell = createSessionCell(storage);
    expect(cell.state().email).toBe("ana@example.es");
    const listener = vi.fn();
    cell.subscribe(listener);
    cell.set({ email: "ana@example.es" });
    cell.set({ email: "eva@example.es" });
    expect(listener).toHaveBeenCalledTimes(1);
    cell.persist("a", "1");
    cell.persist(SESSION_KEYS.email, null);
    expect(storage.snapshot()).toEqual({ a: "1" });
  });

  it("tells the end listeners why the session ended, until they leave", () => {
    const cell = createSessionCell(memoryStorage());
    const listener = vi.fn();
    const leave = cell.onEnd(listener);
    cell.ended("expired");
    leave();
    cell.ended("logout");
    expect(listener.mock.calls).toEqual([["expired"]]);
  });
});
