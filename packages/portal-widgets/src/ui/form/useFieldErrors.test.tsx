import { act, render, renderHook, screen } from "@testing-library/react";
import { useFieldErrors, withFieldError } from "./useFieldErrors";

describe("withFieldError", () => {
  it("sets or removes one field's message in a new object", () => {
    const errors = { a: "x" };
    expect(withFieldError(errors, "b", "y")).toEqual({ a: "x", b: "y" });
    expect(withFieldError(errors, "a", undefined)).toEqual({});
    expect(errors).toEqual({ a: "x" });
  });
});

function Demo({ onReady }: { onReady: (api: ReturnType<typeof useFieldErrors>) => void }) {
  const api = useFieldErrors();
  onReady(api);
  return (
    <form ref={api.formRef}>
      <input aria-label="a" />
      <input aria-label="b" aria-invalid={api.errors.b ? "true" : undefined} />
    </form>
  );
}

describe("useFieldErrors", () => {
  it("a server's error on a field shows and takes the focus there", () => {
    let api!: ReturnType<typeof useFieldErrors>;
    render(<Demo onReady={(value) => (api = value)} />);
    act(() => api.setFieldError("b", "Mal"));
    expect(api.errors).toEqual({ b: "Mal" });
    expect(screen.getByLabelText("b")).toHaveFocus();
  });

  it("clearing an error moves no focus", () => {
    const { result } = renderHook(() => useFieldErrors());
    act(() => result.current.setFieldError("a", undefined));
    expect(result.current.errors).toEqual({});
  });
});
