import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PortalFooter } from "./PortalFooter";

const meta = {
  title: "Widgets/PortalFooter",
  component: PortalFooter,
} satisfies Meta<typeof PortalFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Aviso legal" })).toBeInTheDocument();
  },
};

export const CustomContact: Story = {
  parameters: {
    portal: { messages: { labels: { home: { company: { email: "clientes@energia.example" } } } } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "clientes@energia.example" })).toBeInTheDocument();
  },
};
