import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { TextField } from "../Field";
import { useFormState } from "./useFormState";

const schema = z.object({
  name: z.string().min(1, "El campo Nombre es obligatorio."),
  email: z.string().email("El campo Email no es válido."),
});

function Demo({ onValid }: { onValid: (values: { name: string; email: string }) => Promise<void> | void }) {
  const form = useFormState({ initialValues: { name: "", email: "" }, schema });
  return (
    <form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Nombre" {...form.field("name")} />
      <TextField label="Email" {...form.field("email")} />
      <button type="submit" disabled={form.submitting}>
        Enviar
      </button>
    </form>
  );
}

it("checks a field on blur, clears the error as it is fixed, and focuses the first error on submit", async () => {
  const user = userEvent.setup();
  const onValid = vi.fn();
  render(<Demo onValid={onValid} />);
  await user.click(screen.getByLabelText("Nombre"));
  await user.tab();
  expect(screen.getByLabelText("Nombre")).toHaveAccessibleDescription("El campo Nombre es obligatorio.");
  await user.type(screen.getByLabelText("Nombre"), "Lucía");
  expect(screen.getByLabelText("Nombre")).not.toHaveAttribute("aria-invalid");

  await user.type(screen.getByLabelText("Email"), "no-es-email");
  await user.clear(screen.getByLabelText("Nombre"));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(onValid).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Nombre")).toHaveFocus();
  expect(screen.getByLabelText("Email")).toHaveValue("no-es-email");
});

it("sends once while a submission is running", async () => {
  const user = userEvent.setup();
  let finish!: () => void;
  const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<Demo onValid={onValid} />);
  await user.type(screen.getByLabelText("Nombre"), "Lucía");
  await user.type(screen.getByLabelText("Email"), "lucia@example.com");
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  await user.keyboard("{Enter}");
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid).toHaveBeenCalledWith({ name: "Lucía", email: "lucia@example.com" }, { name: "Lucía", email: "lucia@example.com" });
  finish();
});
