import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "./Dialog";

function renderDialog(container?: HTMLElement) {
  return render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="https://api.test"
      navigate={() => {}}
      storage={memoryStorage()}
      portalContainer={container}
    >
      <div className="ov-root">
        <a href="/facturas">Factura</a>
        <Dialog>
          <DialogTrigger>Ver detalles</DialogTrigger>
          <DialogContent closeLabel="Cerrar">
            <DialogTitle>Detalles del Contrato</DialogTitle>
            <DialogDescription>Contrato 1001</DialogDescription>
            <DialogFooter>
              <DialogClose>Aceptar</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </PortalProvider>,
  );
}

/** A dialog opened from code, as the contracts table opens 'Detalles del Contrato' from a
 * link: no DialogTrigger for Radix to give focus back to. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <div className="ov-root">
        <a href="#1001" onClick={(event) => (event.preventDefault(), setOpen(true))}>
          1001
        </a>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent closeLabel="Cerrar">
            <DialogTitle>Detalles del Contrato</DialogTitle>
            <DialogDescription>Contrato 1001</DialogDescription>
          </DialogContent>
        </Dialog>
      </div>
    </PortalProvider>
  );
}

describe("Dialog", () => {
  it("gives focus back to what opened it from code, with Escape and with its ×", async () => {
    render(<OpenedFromCode />);
    const link = screen.getByRole("link", { name: "1001" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Detalles del Contrato" })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(link).toHaveFocus();
  });

  it("opens named by its title, hides the page behind and closes with Escape, focus back on the trigger", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Ver detalles" }));
    const dialog = screen.getByRole("dialog", { name: "Detalles del Contrato" });
    expect(dialog).toHaveAccessibleDescription("Contrato 1001");
    expect(dialog).toHaveClass("ov-root");
    // The page's links are out of reach while the dialog is open.
    expect(screen.queryByRole("link", { name: "Factura" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ver detalles" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Factura" })).toBeInTheDocument();
  });

  it("closes with its × and with a close button", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Ver detalles" }));
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ver detalles" }));
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("renders into the provider's portal container (the CMS shadow root)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    renderDialog(container);
    await userEvent.click(screen.getByRole("button", { name: "Ver detalles" }));
    expect(container).toContainElement(screen.getByRole("dialog"));
    container.remove();
  });
});
