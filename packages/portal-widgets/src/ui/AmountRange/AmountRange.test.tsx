import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { AmountRange } from "./AmountRange";
import { type AmountPair, keepApart } from "./pairRules";
import { ensureResizeObserver } from "./resizeObserverStub.testing";
import { loadAmountSlider } from "./SliderSlot";

beforeAll(ensureResizeObserver);
// Radix's slider is a lazy chunk (SliderSlot): here from the start, as after a first hover.
beforeAll(loadAmountSlider);

function Harness({ initial = [0, 100] as AmountPair, onChange }: { initial?: AmountPair; onChange?: (v: AmountPair) => void }) {
  const [value, setValue] = React.useState<AmountPair>(initial);
  return (
    <AmountRange
      min={0}
      max={100}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderRange(props: React.ComponentProps<typeof Harness> = {}) {
  return render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <Harness {...props} />
    </PortalProvider>,
  );
}

describe("keepApart", () => {
  it("clamps into the limits and keeps the minimum at least 1 below the maximum", () => {
    expect(keepApart([-50, 500], 0, 100, 0)).toEqual([0, 100]);
    expect(keepApart([40, 40], 0, 100, 0)).toEqual([40, 41]);
    expect(keepApart([60, 40], 0, 100, 1)).toEqual([39, 40]);
    expect(keepApart([100, 100], 0, 100, 0)).toEqual([99, 100]);
    expect(keepApart([0, 0], 0, 100, 1)).toEqual([0, 1]);
  });
});

describe("AmountRange", () => {
  it("labels the group, both thumbs and both inputs, with es-ES amounts", () => {
    renderRange({ initial: [10, 1234] as AmountPair });
    expect(screen.getByRole("group", { name: "Rango importes" })).toBeInTheDocument();
    const [minThumb, maxThumb] = screen.getAllByRole("slider");
    expect(minThumb).toHaveAccessibleName("Importe mínimo");
    expect(maxThumb).toHaveAccessibleName("Importe máximo");
    expect(minThumb).toHaveAttribute("aria-valuetext", "10,00 €");
    expect(screen.getByRole("spinbutton", { name: "Importe máximo (€)" })).toHaveValue(100);
  });

  it("moves with arrows and Page Up/Down; a thumb moved onto the other pushes it by 1", async () => {
    const onChange = vi.fn();
    renderRange({ initial: [40, 45] as AmountPair, onChange });
    const [minThumb, maxThumb] = screen.getAllByRole("slider");
    minThumb!.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith([41, 45]);
    await userEvent.keyboard("{PageDown}");
    expect(onChange).toHaveBeenLastCalledWith([31, 45]);
    // 31 + 20 would pass the maximum: the thumb stops on it and the maximum gives way by 1.
    await userEvent.keyboard("{PageUp}{PageUp}");
    expect(minThumb).toHaveAttribute("aria-valuenow", "45");
    expect(maxThumb).toHaveAttribute("aria-valuenow", "46");
  });

  it("ArrowRight on the minimum when it meets the maximum moves the maximum 1 step on", async () => {
    const onChange = vi.fn();
    renderRange({ initial: [44, 45] as AmountPair, onChange });
    const [minThumb, maxThumb] = screen.getAllByRole("slider");
    minThumb!.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith([45, 46]);
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith([46, 47]);
    expect(minThumb).toHaveAttribute("aria-valuenow", "46");
    expect(maxThumb).toHaveAttribute("aria-valuenow", "47");
    expect(minThumb).toHaveFocus();
  });

  it("ArrowLeft on the maximum when it meets the minimum moves the minimum 1 step back", async () => {
    const onChange = vi.fn();
    renderRange({ initial: [44, 45] as AmountPair, onChange });
    const [minThumb, maxThumb] = screen.getAllByRole("slider");
    maxThumb!.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith([43, 44]);
    expect(minThumb).toHaveAttribute("aria-valuenow", "43");
    expect(maxThumb).toHaveFocus();
  });

  it("stays within the limits: at the edge nothing moves past them", async () => {
    const onChange = vi.fn();
    renderRange({ initial: [99, 100] as AmountPair, onChange });
    const [minThumb, maxThumb] = screen.getAllByRole("slider");
    minThumb!.focus();
    await userEvent.keyboard("{ArrowRight}{End}");
    expect(minThumb).toHaveAttribute("aria-valuenow", "99");
    expect(maxThumb).toHaveAttribute("aria-valuenow", "100");
    expect(onChange.mock.calls.every(([pair]) => pair[0] === 99 && pair[1] === 100)).toBe(true);
  });

  it("applies a typed minimum on blur, pushing the maximum 1 above it", async () => {
    const onChange = vi.fn();
    renderRange({ initial: [10, 50] as AmountPair, onChange });
    const minInput = screen.getByRole("spinbutton", { name: "Importe mínimo (€)" });
    await userEvent.clear(minInput);
    await userEvent.type(minInput, "70");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(minInput);
    expect(onChange).toHaveBeenLastCalledWith([70, 71]);
    expect(screen.getByRole("spinbutton", { name: "Importe máximo (€)" })).toHaveValue(71);
  });
});
