import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { RowMenu } from "./RowMenu";

const meta = {
  title: "Primitives/RowMenu",
  component: RowMenu,
  args: {
    rowKey: "FE26000656",
    items: [
      { id: "proformas", label: "Proformas", ariaLabel: "Proformas de la factura FE26000656", onSelect: () => {} },
      { id: "proformasPdf", label: "Proformas PDF", ariaLabel: "Proformas PDF de la factura FE26000656", onSelect: () => {} },
      { id: "breakdown", label: "Desglose", opensDialog: true, onSelect: () => {} },
      { id: "comparison", label: "¿Por qué ha cambiado?", opensDialog: true, onSelect: () => {} },
    ],
  },
} satisfies Meta<typeof RowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's 'Más acciones', closed. */
export const Closed: Story = {};

/** Open: the row's secondary actions, the first one focused. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Más acciones de FE26000656" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menu")).toBeVisible();
  },
};

/** A download from the menu on its way. */
export const Busy: Story = { args: { busy: true } };
