import { createIdleWarning } from "./idleWarning";

describe("createIdleWarning", () => {
  it("pauses activity while up and tells its subscribers of changes only", () => {
    const setPaused = vi.fn();
    const warning = createIdleWarning({ setPaused });
    const listener = vi.fn();
    const unsubscribe = warning.subscribe(listener);
    warning.set(1_000);
    warning.set(1_000);
    expect(warning.get()).toBe(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(setPaused).toHaveBeenLastCalledWith(true);
    unsubscribe();
    warning.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(setPaused).toHaveBeenLastCalledWith(false);
  });
});
