import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ValidationRedirect } from "./ValidationRedirect";

const meta = {
  title: "Widgets/Account/ValidationRedirect",
  component: ValidationRedirect,
  // Storybook must not leave for the backend: the redirect is only logged.
  args: { token: "story-token", redirect: (url: string) => console.info("[redirect]", url) },
} satisfies Meta<typeof ValidationRedirect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Validando tu cuenta…");
  },
};

export const MissingToken: Story = { args: { token: undefined } };
