import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { TEST_API } from "../../../testing/recordRequests.testing";
import { renderWithPortal } from "../../../testing/renderWithPortal.testing";
import { InvoiceInsightActions } from "./InvoiceInsightActions";
import { insightHandlers } from "./insights.testing";

// Dialogs and the chart chunk take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const invoice = { series: "ENERGIA", number: "FE26000123", shownNumber: "FE26000123" };

describe("InvoiceInsightActions", () => {
  it("opens 'Desglose de la factura …' from the keyboard and gives focus back to the button on Escape", async () => {
    server.use(...insightHandlers(TEST_API));
    const user = userEvent.setup();
    renderWithPortal(<InvoiceInsightActions invoice={invoice} comparable />);
    const button = screen.getByRole("button", { name: "Desglose de la factura FE26000123" });
    expect(button).toHaveTextContent("Desglose");
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Desglose de la factura FE26000123" });
    expect(await within(dialog).findByText("67,92 €")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
  });

  it("opens 'Comparación con la factura anterior' and closes it with its × button, focus back", async () => {
    server.use(...insightHandlers(TEST_API));
    const user = userEvent.setup();
    renderWithPortal(<InvoiceInsightActions invoice={invoice} comparable />);
    const button = screen.getByRole("button", { name: "¿Por qué ha cambiado la factura FE26000123?" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Comparación con la factura anterior" });
    expect(dialog).toHaveAccessibleDescription("Factura FE26000123");
    expect(await within(dialog).findByText("Has consumido 22 kWh más: +2,86 €")).toBeInTheDocument();
    // Tab reaches the switch inside the dialog; Space turns it on.
    const toggle = within(dialog).getByRole("switch", { name: "Mismo mes del año anterior" });
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle).toBeChecked();
    expect(await within(dialog).findByText(/3,13 € menos/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
  });

  it("offers no comparison on a row without a previous invoice", () => {
    renderWithPortal(<InvoiceInsightActions invoice={invoice} comparable={false} />);
    expect(screen.getByRole("button", { name: "Desglose de la factura FE26000123" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Por qué ha cambiado/ })).toBeNull();
  });
});
