import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { AmountRange } from "./AmountRange";
import type { AmountPair } from "./pairRules";
import { ensureResizeObserver } from "./resizeObserverStub.testing";

function StatefulRange({ min, max, initial }: { min: number; max: number; initial: AmountPair }) {
  const [value, setValue] = useState<AmountPair>(initial);
  return <AmountRange min={min} max={max} value={value} onChange={setValue} />;
}

const meta = {
  title: "Primitives/AmountRange",
  component: StatefulRange,
  args: { min: -10000, max: 10000, initial: [-10000, 10000] },
  beforeEach: ensureResizeObserver,
} satisfies Meta<typeof StatefulRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FallbackLimits: Story = {};
export const Narrowed: Story = { args: { min: 0, max: 600, initial: [50, 320] } };

export const TypedMinimumPushesMaximum: Story = {
  args: { min: 0, max: 600, initial: [50, 120] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minInput = canvas.getByRole("spinbutton", { name: "Importe mínimo (€)" });
    await userEvent.clear(minInput);
    await userEvent.type(minInput, "200{Enter}");
    await expect(canvas.getByRole("spinbutton", { name: "Importe máximo (€)" })).toHaveValue(201);
  },
};
