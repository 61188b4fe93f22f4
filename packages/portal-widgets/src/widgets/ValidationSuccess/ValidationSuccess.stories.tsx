import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ValidationSuccess } from "./ValidationSuccess";

const meta = {
  title: "Widgets/Account/ValidationSuccess",
  component: ValidationSuccess,
  args: { user: btoa("javier") },
} satisfies Meta<typeof ValidationSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("¡Hola, javier!")).toBeInTheDocument();
  },
};

export const UnreadableName: Story = { args: { user: "%%%" } };
