import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ValidationError } from "./ValidationError";

const meta = { title: "Widgets/Account/ValidationError", component: ValidationError } satisfies Meta<typeof ValidationError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Problem: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Se ha producido un problema al validar tu cuenta.");
  },
};
