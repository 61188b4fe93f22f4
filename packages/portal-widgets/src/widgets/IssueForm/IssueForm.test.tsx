import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
// Side by side on one page, as a host composes them: the other widget through the public index.
import { HomeSummary } from "../../index";
import { type RecordedRequest, recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { issuesApi, storedIssue } from "../shared/issues/issues.testing";
import { IssueForm } from "./IssueForm";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const adds = (requests: RecordedRequest[]) => requests.filter((r) => r.method === "POST" && r.url === "/ov/issues/api/add");

function setup(addAnswers: (number | "network")[] = []) {
  const api = issuesApi(TEST_API, { issues: [storedIssue(1), storedIssue(2)], addAnswers });
  server.use(cupsMeHandler(TEST_API, demoContracts), ...api.handlers);
  return { api, requests: recordRequests(server) };
}

async function fillValidForm(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/^Asunto/), 'Lectura "estimada"');
  await waitFor(() => expect(screen.getByRole("option", { name: "Lecturas" })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/^Categoría/), "2");
  await waitFor(() => expect(screen.getByRole("option", { name: "Lectura estimada" })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/^Sub-Categoría/), "Lectura estimada");
  await user.selectOptions(screen.getByLabelText(/^Línea/), "Electricidad");
  await waitFor(() => expect(screen.getByRole("option", { name: "ES0021000000000012AB" })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/^CUPS/), "ES0021000000000012AB");
  await user.type(screen.getByLabelText(/^Descripción/), 'Dice "0 kWh".{Enter}Segunda línea.');
  return user;
}

const expectedBody = {
  title: "Lectura &quot;estimada&quot;",
  description: "Dice &quot;0 kWh&quot;.\nSegunda línea.",
  category: "2",
  subcategory: "Lectura estimada",
  line: "Electricidad",
  cups: "ES0021000000000012AB",
  contractCode: "100012",
};

describe("IssueForm", () => {
  it("loads the categories and every contract when it opens, and subcategories per category", async () => {
    const { requests } = setup();
    renderWithPortal(<IssueForm />);
    expect(screen.getByRole("heading", { level: 1, name: "Crear Solicitud" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("option", { name: "Facturación" })).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole("option", { name: /^ES00/ })).toHaveLength(15));
    expect(requests.map((r) => r.url).sort()).toEqual([
      "/ov/cups/api/cupsMe?startPaginationElectricidad=1&startPaginationGas=1",
      "/ov/cups/api/cupsMe?startPaginationElectricidad=2&startPaginationGas=2",
      "/ov/issues/api/categories",
    ]);
    expect(screen.getByLabelText(/^Sub-Categoría/)).toHaveAccessibleDescription("Elige antes una categoría.");

    await userEvent.selectOptions(screen.getByLabelText(/^Categoría/), "CON");
    await waitFor(() => expect(screen.getByRole("option", { name: "Cambio de titular" })).toBeInTheDocument());
    expect(requests.at(-1)!.url).toBe("/ov/issues/api/subcategories?category=CON");
  });

  it("offers only the user's CUPS of the chosen line and fills the contract code from it", async () => {
    setup();
    renderWithPortal(<IssueForm />);
    await waitFor(() => expect(screen.getAllByRole("option", { name: /^ES00/ })).toHaveLength(15));
    await userEvent.selectOptions(screen.getByLabelText(/^Línea/), "Gas");
    const cups = screen.getByLabelText(/^CUPS/);
    expect(
      within(cups)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Selecciona un CUPS", "ES0022000000000001AB", "ES0022000000000002AB", "ES0022000000000003AB"]);
    await userEvent.selectOptions(cups, "ES0022000000000002AB");
    const code = screen.getByLabelText(/^Código de contrato/);
    expect(code).toHaveValue("300002");
    expect(code).toHaveAttribute("readonly");

    await userEvent.selectOptions(screen.getByLabelText(/^Línea/), "Electricidad");
    expect(cups).toHaveValue("");
    expect(code).toHaveValue("");
  });

  it("shows every required field's message, focuses the first and sends nothing", async () => {
    const { requests } = setup();
    renderWithPortal(<IssueForm />);
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(screen.getByLabelText(/^Asunto/)).toHaveFocus();
    expect(screen.getByLabelText(/^Asunto/)).toHaveAccessibleDescription("El campo Asunto es obligatorio.");
    expect(screen.getByLabelText(/^Categoría/)).toHaveAccessibleDescription("El campo Categoría es obligatorio.");
    expect(screen.getByLabelText(/^Sub-Categoría/)).toHaveAccessibleDescription(
      "El campo Sub-Categoría es obligatorio. Elige antes una categoría.",
    );
    expect(screen.getByLabelText(/^Línea/)).toHaveAccessibleDescription("El campo Línea es obligatorio.");
    expect(screen.getByLabelText(/^CUPS/)).toHaveAccessibleDescription("El campo CUPS es obligatorio.");
    expect(screen.getByLabelText(/^Descripción/)).toHaveAccessibleDescription("El campo Descripción es obligatorio. 0 de 1000 caracteres");
    expect(adds(requests)).toEqual([]);
  });

  it("counts the description with the textarea-count rule", async () => {
    setup();
    renderWithPortal(<IssueForm />);
    const description = screen.getByLabelText(/^Descripción/);
    await userEvent.click(description);
    await userEvent.paste(`${"a".repeat(994)}"`);
    expect(screen.getByText("1000 de 1000 caracteres")).toBeInTheDocument();
    await userEvent.tab();
    expect(description).not.toHaveAttribute("aria-invalid");
    await userEvent.type(description, "{Enter}");
    expect(screen.getByText("1002 de 1000 caracteres")).toBeInTheDocument();
    await userEvent.tab();
    expect(description).toHaveAccessibleDescription("El campo Descripción no debe ser mayor a 1000 caracteres 1002 de 1000 caracteres");
  });

  it("sends the request with quotes encoded and a key, then shows its code and reloads the open count", async () => {
    const { requests } = setup();
    const onSuccess = vi.fn();
    renderWithPortal(
      <>
        <HomeSummary />
        <IssueForm onSuccess={onSuccess} />
      </>,
    );
    const openCard = screen.getByRole("heading", { name: "Solicitudes abiertas" }).closest("section")!;
    expect(await within(openCard).findByText("2")).toBeInTheDocument();
    const user = await fillValidForm();
    expect(screen.getByLabelText(/^Código de contrato/)).toHaveValue("100012");
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    const sent = await screen.findByText("El registro de la nueva solicitud se ha realizado con éxito.");
    expect(sent.closest("[data-slot=issue-sent]")).toHaveTextContent(
      "El registro de la nueva solicitud se ha realizado con éxito.Código de la solicitud: 100Nos pondremos en contacto lo antes posible.",
    );
    expect(sent.closest("[tabindex]")).toHaveFocus();
    expect(onSuccess).toHaveBeenCalledWith({ issueId: "100" });
    expect(screen.queryByRole("button", { name: "Enviar" })).not.toBeInTheDocument();
    const form = screen.getByRole("heading", { name: "Crear Solicitud" }).parentElement!;
    expect(within(form).getByRole("link", { name: "Ver solicitudes" })).toHaveAttribute("href", "/issues");

    const [add] = adds(requests);
    expect(add!.body).toEqual(expectedBody);
    expect(add!.headers.get("idempotency-key")).toMatch(UUID);
    expect(add!.headers.get("content-type")).toBe("application/json");
    expect(await within(openCard).findByText("3")).toBeInTheDocument();
    const afterAdd = requests.slice(requests.indexOf(add!) + 1).map((r) => r.url);
    expect(afterAdd).toContain("/ov/issues/api/status/open");
  });

  it.each([
    ["a server error", 500],
    ["a 200 that is not a 201", 200],
    ["no answer", "network"],
  ] as const)("keeps everything after %s, and the retry sends the same key", async (_, failure) => {
    const { requests, api } = setup(failure === 200 ? [] : [failure]);
    if (failure === 200) {
      server.use(
        http.post(`${TEST_API}/ov/issues/api/add`, () => HttpResponse.json({ status: 200, data: { issue: { id: "1" } } }), { once: true }),
      );
    }
    renderWithPortal(<IssueForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha habido un error, inténtalo nuevamente.");
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue('Lectura "estimada"');
    expect(screen.getByLabelText(/^CUPS/)).toHaveValue("ES0021000000000012AB");
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue('Dice "0 kWh".\nSegunda línea.');

    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("Código de la solicitud: 100")).toBeInTheDocument();
    const [first, retry] = adds(requests);
    expect(retry!.headers.get("idempotency-key")).toBe(first!.headers.get("idempotency-key"));
    expect(retry!.body).toEqual(expectedBody);
    expect(api.state.issues.map((i) => i.numero)).toEqual(["100", "1", "2"]);
  });

  it("over the quota (429), shows the server's text with the wait and keeps everything typed", async () => {
    setup();
    const text = "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos.";
    server.use(
      http.post(
        `${TEST_API}/ov/issues/api/add`,
        () => HttpResponse.json({ code: 429, mensaje: text }, { status: 429, headers: { "Retry-After": "3600" } }),
        {
          once: true,
        },
      ),
    );
    renderWithPortal(<IssueForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue('Lectura "estimada"');
    expect(screen.getByLabelText(/^CUPS/)).toHaveValue("ES0021000000000012AB");
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue('Dice "0 kWh".\nSegunda línea.');
  });

  it("uses a new key once the form is changed after a failure", async () => {
    const { requests } = setup([503]);
    renderWithPortal(<IssueForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await screen.findByRole("alert");
    await user.type(screen.getByLabelText(/^Asunto/), " (bis)");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await screen.findByText("Código de la solicitud: 100");
    const [first, second] = adds(requests);
    expect(second!.headers.get("idempotency-key")).toMatch(UUID);
    expect(second!.headers.get("idempotency-key")).not.toBe(first!.headers.get("idempotency-key"));
    expect(second!.body).toMatchObject({ title: "Lectura &quot;estimada&quot; (bis)" });
  });

  it("cannot be sent twice while sending", async () => {
    const { requests } = setup();
    renderWithPortal(<IssueForm />);
    const user = await fillValidForm();
    const button = screen.getByRole("button", { name: "Enviar" });
    await user.dblClick(button);
    await screen.findByText("Código de la solicitud: 100");
    expect(adds(requests)).toHaveLength(1);
  });
});
