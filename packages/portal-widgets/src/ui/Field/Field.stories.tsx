import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Alert } from "../Alert";
import { Button } from "../Button";
import { CheckboxField, PasswordField, SelectField, TextareaField, TextField } from ".";

function Sampler({ withErrors, busy }: { withErrors: boolean; busy: boolean }) {
  const error = (text: string) => (withErrors ? text : undefined);
  return (
    <form className="ov:flex ov:max-w-md ov:flex-col ov:gap-4" noValidate onSubmit={(e) => e.preventDefault()}>
      <TextField label="Usuario" required error={error("El campo Usuario es obligatorio.")} />
      <PasswordField label="Contraseña" required defaultValue="Secreta1!" />
      <SelectField
        label="Categoría"
        placeholder="Selecciona una categoría"
        options={[
          { value: "1", label: "Facturación" },
          { value: "2", label: "Contratación" },
        ]}
        error={error("El campo Categoría es obligatorio.")}
      />
      <TextareaField label="Descripción" hint="Máximo 2000 caracteres." />
      <CheckboxField label="Administrador de finca" />
      {withErrors ? <Alert tone="error">El usuario y/o contraseña no son correctos para ingresar.</Alert> : null}
      <div className="ov:flex ov:gap-2">
        <Button type="submit" busy={busy}>
          Entrar
        </Button>
        <Button variant="secondary">Volver</Button>
        <Button variant="link">Recuperar cuenta</Button>
      </div>
    </form>
  );
}

const meta = {
  title: "Primitives/Fields and buttons",
  component: Sampler,
  args: { withErrors: false, busy: false },
} satisfies Meta<typeof Sampler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByLabelText(/Usuario/);
    await expect(user).toHaveAttribute("aria-invalid", "true");
    await expect(user).toHaveAccessibleDescription("El campo Usuario es obligatorio.");
  },
};

export const Sending: Story = { args: { busy: true } };

export const PasswordToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Contraseña/);
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar contraseña" }));
    await expect(input).toHaveAttribute("type", "text");
  },
};
