import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { PortalStoryParameters } from "../../../../../.storybook/preview";
import { SetNewPassword } from "./SetNewPassword";

// The server's answers (202, 400 with 147/176, 412, 465, 500, 503) need the provider's
// clientCredentials, which the Storybook preview does not pass yet: they are covered by
// SetNewPassword.test.tsx.
const meta = {
  title: "Widgets/Account/SetNewPassword",
  component: SetNewPassword,
  args: { confirmation: "story-token" },
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof SetNewPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), "Nueva2026!");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Otra2026!");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña" }));
    await expect(canvas.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription("Las contraseñas no coinciden.");
  },
};

export const MissingToken: Story = {
  args: { confirmation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
  },
};
