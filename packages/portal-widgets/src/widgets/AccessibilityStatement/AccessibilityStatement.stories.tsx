import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AccessibilityStatement } from "./AccessibilityStatement";

const meta = {
  title: "Widgets/AccessibilityStatement",
  component: AccessibilityStatement,
} satisfies Meta<typeof AccessibilityStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeInTheDocument();
    await expect(canvas.getByText(/parcialmente conforme/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Volver" })).toBeInTheDocument();
  },
};
