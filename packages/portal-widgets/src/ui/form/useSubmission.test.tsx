import { act, renderHook } from "@testing-library/react";
import { useSubmission } from "./useSubmission";

describe("useSubmission", () => {
  it("does not call onValid when validation fails", async () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useSubmission(
        () => null,
        () => ({}),
      ),
    );
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
  });

  it("is submitting while onValid runs, and ignores a second submit meanwhile", async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() =>
      useSubmission(
        () => "out",
        () => ({ v: 1 }),
      ),
    );
    let first!: Promise<void>;
    act(() => {
      first = result.current.handleSubmit(onValid)();
    });
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith("out", { v: 1 });
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.submitting).toBe(false);
  });
});
