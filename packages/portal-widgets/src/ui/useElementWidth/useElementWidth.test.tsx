import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useElementWidth } from "./useElementWidth";

type Callback = (entries: { contentRect: { width: number } }[]) => void;
let resize: Callback = () => undefined;

class FakeResizeObserver {
  constructor(callback: Callback) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

function Probe({ fallback }: { fallback: number }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, fallback);
  return <div ref={ref}>{width === null ? "unmeasured" : `${width} px`}</div>;
}

describe("useElementWidth", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("gives the fallback to an element that measures 0 (jsdom, a hidden box)", () => {
    render(<Probe fallback={640} />);
    expect(screen.getByText("640 px")).toBeInTheDocument();
  });

  it("measures before the first paint, then follows resizes of 2 px or more in whole pixels", () => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width: 375.6 } as DOMRect);
    render(<Probe fallback={640} />);
    expect(screen.getByText("375 px")).toBeInTheDocument();
    act(() => resize([{ contentRect: { width: 376.9 } }]));
    expect(screen.getByText("375 px")).toBeInTheDocument();
    act(() => resize([{ contentRect: { width: 1280 } }]));
    expect(screen.getByText("1280 px")).toBeInTheDocument();
    act(() => resize([{ contentRect: { width: 0 } }]));
    expect(screen.getByText("640 px")).toBeInTheDocument();
  });
});
