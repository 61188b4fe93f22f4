import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Button } from "./Button";

/** A form whose submit stays busy until the test says so, counting what it sends. */
function BusyForm({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setBusy(true);
      }}
    >
      <label>
        Usuario
        <input name="user" />
      </label>
      <Button type="submit" busy={busy}>
        Entrar
      </Button>
      <Button onClick={() => setBusy(false)}>Terminar</Button>
    </form>
  );
}

describe("Button", () => {
  it("stays focusable while busy: aria-disabled and aria-busy, not disabled, focus kept", async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Buscar</Button>);
    const button = screen.getByRole("button", { name: "Buscar" });
    button.focus();
    rerender(
      <Button busy onClick={onClick}>
        Buscar
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Buscar</Button>);
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("a truly disabled button stays disabled, busy or not", () => {
    render(
      <Button disabled busy>
        Descargar
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Descargar" });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute("aria-disabled");
  });

  it("a busy submit is not sent twice by click, Enter on it or Enter in a field", async () => {
    const onSend = vi.fn();
    render(<BusyForm onSend={onSend} />);
    const submit = screen.getByRole("button", { name: "Entrar" });
    await userEvent.click(submit);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(submit).toHaveAttribute("aria-busy", "true");
    expect(submit).toHaveFocus();
    await userEvent.click(submit);
    await userEvent.keyboard("{Enter}");
    await userEvent.type(screen.getByLabelText("Usuario"), "demo{Enter}");
    fireEvent.click(submit);
    expect(onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Terminar" }));
    await userEvent.type(screen.getByLabelText("Usuario"), "{Enter}");
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
