import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { esES } from "../../locales";
import { SessionTimeoutDialog } from "./SessionTimeoutDialog";

/** The idle timeout's warning as the session opens it, a minute before expiry. */
const meta = {
  title: "Primitives/SessionTimeoutDialog",
  component: SessionTimeoutDialog,
  args: {
    expiresAt: null,
    texts: esES.sessionTimeout,
    onStay: () => undefined,
    onLogout: () => undefined,
  },
} satisfies Meta<typeof SessionTimeoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  // Evaluated when the story renders, so the countdown starts at a minute.
  render: (args) => <SessionTimeoutDialog {...args} expiresAt={Date.now() + 60_000} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("alertdialog", { name: "Tu sesión va a caducar" })).toBeInTheDocument();
    await expect(body.getByRole("button", { name: "Seguir conectado" })).toHaveFocus();
  },
};

export const LastSeconds: Story = {
  render: (args) => <SessionTimeoutDialog {...args} expiresAt={Date.now() + 9_000} />,
};

export const Closed: Story = {};
