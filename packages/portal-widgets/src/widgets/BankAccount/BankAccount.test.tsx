import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { bankAccountHandlers } from "../shared/bankAccount/bankAccount.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { BankAccount } from "./BankAccount";

// Typing under jsdom on a busy 2-core machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VALID = "ES9121000418450200051332";

async function openForm() {
  await userEvent.click(await screen.findByRole("button", { name: "Cambiar la cuenta bancaria" }));
  return {
    iban: screen.getByRole("textbox", { name: /^IBAN/ }),
    holder: screen.getByRole("textbox", { name: /^Titular de la cuenta/ }),
    password: screen.getByLabelText(/^Contraseña/, { selector: "input" }),
  };
}

describe("BankAccount", () => {
  it("shows the current account masked, its holder and the earlier accounts", async () => {
    server.use(...bankAccountHandlers(TEST_API));
    renderWithPortal(<BankAccount contractCode="100001" />);
    expect(screen.getByRole("heading", { name: "Cuenta bancaria" })).toBeInTheDocument();
    expect(await screen.findByText("ES** **** **** **** **** 4321")).toBeInTheDocument();
    expect(screen.getAllByText("Ana García López").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Cuentas anteriores" })).toBeInTheDocument();
    expect(screen.getByText("ES** **** **** **** **** 9876")).toBeInTheDocument();
  });

  it("groups the IBAN by four as typed and names the failed check on leaving the field", async () => {
    server.use(...bankAccountHandlers(TEST_API));
    renderWithPortal(<BankAccount contractCode="100001" />);
    const { iban } = await openForm();
    await userEvent.type(iban, "es9121000418450200051333");
    expect(iban).toHaveValue("ES91 2100 0418 4502 0005 1333");
    await userEvent.tab();
    expect(await screen.findByText("Los dígitos de control del IBAN no son correctos")).toBeInTheDocument();
    await userEvent.clear(iban);
    await userEvent.type(iban, "ES91210004184502");
    await userEvent.tab();
    expect(await screen.findByText("El IBAN debe tener 24 caracteres")).toBeInTheDocument();
  });

  it("keeps what was typed and shows a wrong password at its field", async () => {
    server.use(...bankAccountHandlers(TEST_API, { change: "wrongPassword" }));
    renderWithPortal(<BankAccount contractCode="100001" />);
    const { iban, holder, password } = await openForm();
    await userEvent.type(iban, VALID);
    await userEvent.type(password, "Mala.2024");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar el cambio" }));
    expect(await screen.findByText("La contraseña no es correcta.")).toBeInTheDocument();
    expect(iban).toHaveValue("ES91 2100 0418 4502 0005 1332");
    expect(holder).toHaveValue("Ana García López");
    expect(password).toHaveValue("Mala.2024");
    await waitFor(() => expect(password).toHaveFocus());
  });

  it("refuses empty fields before calling, the first one focused", async () => {
    server.use(...bankAccountHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<BankAccount contractCode="100001" />);
    const { iban, holder } = await openForm();
    await userEvent.clear(holder);
    await userEvent.click(screen.getByRole("button", { name: "Confirmar el cambio" }));
    expect(screen.getByText("Introduce el IBAN")).toBeInTheDocument();
    expect(screen.getByText("Introduce el nombre del titular de la cuenta.")).toBeInTheDocument();
    expect(screen.getByText("Introduce tu contraseña para confirmar el cambio.")).toBeInTheDocument();
    expect(iban).toHaveFocus();
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("changes the account and offers the mandate", async () => {
    server.use(...bankAccountHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<BankAccount contractCode="100001" />);
    const { iban, password } = await openForm();
    await userEvent.type(iban, VALID);
    await userEvent.type(password, "Buena.2024");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar el cambio" }));
    expect(await screen.findByText("Cuenta bancaria cambiada")).toBeInTheDocument();
    expect(
      screen.getByText(/Cargaremos en la cuenta ES\*\* \*\*\*\* \*\*\*\* \*\*\*\* \*\*\*\* 1332 a partir de la primera factura/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar la orden de domiciliación (PDF)" })).toBeInTheDocument();
    const post = requests.find((r) => r.method === "POST");
    expect(post?.url).toBe("/ov/contracts/api/100001/cuenta-bancaria");
  });

  it("says so when the server fails, keeping the form", async () => {
    server.use(...bankAccountHandlers(TEST_API, { change: "serverError" }));
    renderWithPortal(<BankAccount contractCode="100001" />);
    const { iban, password } = await openForm();
    await userEvent.type(iban, VALID);
    await userEvent.type(password, "Buena.2024");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar el cambio" }));
    expect(await screen.findByText("No hemos podido cambiar la cuenta bancaria. Inténtalo de nuevo.")).toBeInTheDocument();
    expect(iban).toHaveValue("ES91 2100 0418 4502 0005 1332");
  });

  it("offers the caller's contracts when none is given, in English too", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), ...bankAccountHandlers(TEST_API));
    renderWithPortal(<BankAccount />, { locale: "en" });
    expect(await screen.findByRole("combobox", { name: "Contract" })).toBeInTheDocument();
    expect(await screen.findByText("Current account")).toBeInTheDocument();
  });
});
