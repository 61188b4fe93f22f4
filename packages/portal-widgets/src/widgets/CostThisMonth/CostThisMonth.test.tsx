import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { insightHandlers, monthFirstHours, monthGas } from "../shared/insights/insights.testing";
import { CostThisMonth } from "./CostThisMonth";

// Typing, dialogs and the chart chunk take seconds under jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("CostThisMonth", () => {
  it("shows what has been spent and the forecast in euros, against a year earlier", async () => {
    server.use(...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    expect(screen.getByRole("heading", { name: "Tu consumo este mes" })).toBeInTheDocument();
    const spent = await screen.findByText("Llevas gastado");
    expect(spent.nextSibling).toHaveTextContent("31,87 €");
    expect(screen.getByText("152,4 kWh hasta el 24/11/2026")).toBeInTheDocument();
    expect(screen.getByText("Previsión de la factura").nextSibling).toHaveTextContent("41,02 €");
    expect(screen.getByText("Entre 38,50 € y 43,90 €")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Calculada con las horas que ya hemos medido y, para el resto, tu curva horaria de las mismas semanas del año pasado (consumo y excedentes), con los periodos de cada día. Para el periodo que cierra el 30/11/2026. El margen supone un consumo estimado un 15 % mayor o menor.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Mismo periodo del año pasado: 45,80 € (01/11/2025 – 30/11/2025). La previsión está un 10 % por debajo."),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(["/ov/insights/contracts/100001/cost-this-month"]);
  });

  it.each([
    ["en", "€31.87", "152.4 kWh up to 24/11/2026", "Between €38.50 and €43.90"],
    // Intl's, with its no-break space before € (es-ES writes a plain space).
    ["ca-ES", "31,87\u00a0€", "152,4 kWh fins al 24/11/2026", "Entre 38,50\u00a0€ i 43,90\u00a0€"],
  ])("writes the figures the %s way", async (locale, spent, detail, range) => {
    server.use(...insightHandlers(TEST_API));
    renderWithPortal(<CostThisMonth contractCode="100001" />, { locale });
    expect(await screen.findByText(detail)).toBeInTheDocument();
    // textContent itself: jest-dom's matchers read a no-break space as a space.
    expect(document.querySelector('[data-slot="spent"] dd')?.textContent).toBe(spent);
    expect(document.querySelector('[data-slot="forecast"] dd:last-child')?.textContent).toBe(range);
    if (locale === "en") expect(document.querySelector('[data-slot="year-ago"]')).toHaveTextContent("The forecast is 10% lower.");
  });

  it("offers the caller's contracts when none is given, starting with the first", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), ...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<CostThisMonth />);
    await screen.findByText("Llevas gastado");
    expect(screen.getByRole("combobox", { name: "Contrato que quieres ver" })).toBeInTheDocument();
    expect(requests.some((r) => /^\/ov\/insights\/contracts\/\d+\/cost-this-month$/.test(r.url))).toBe(true);
  });

  it("names each option's line in the catalogue's language", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), ...insightHandlers(TEST_API));
    renderWithPortal(<CostThisMonth />, { locale: "gl-ES" });
    const select = await screen.findByRole("combobox", { name: "Contrato que queres ver" });
    const lines = [...select.querySelectorAll("option")].map((option) => option.textContent?.split(" · ")[1]);
    expect(new Set(lines)).toEqual(new Set(["Electricidade", "Gas"]));
  });

  it("shows only the forecast for gas, which has no hourly readings", async () => {
    server.use(...insightHandlers(TEST_API, { month: monthGas }));
    renderWithPortal(<CostThisMonth contractCode="300001" />);
    expect(await screen.findByText("Previsión de la factura")).toBeInTheDocument();
    expect(screen.queryByText("Llevas gastado")).toBeNull();
    expect(screen.getByText("Tu contador no envía lecturas horarias: te mostramos solo la previsión.")).toBeInTheDocument();
    expect(document.querySelector('[data-slot="method"]')).toHaveTextContent(
      "Calculada con tu consumo de los dos últimos años según el frío de cada época del año. Para el periodo que cierra el 30/11/2026. El margen supone un consumo estimado un 14 % mayor o menor.",
    );
  });

  it("on the period's first hours, says no day is complete yet and that the forecast may pass the alert", async () => {
    server.use(...insightHandlers(TEST_API, { month: monthFirstHours }));
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    expect(await screen.findByText("Previsión de la factura")).toBeInTheDocument();
    expect(screen.queryByText("Llevas gastado")).toBeNull();
    expect(
      screen.getByText("Aún no tenemos un día completo de lecturas de este periodo: la previsión ya cuenta las horas medidas."),
    ).toBeInTheDocument();
    // 28,70 € forecast, 25,10 € at its lowest: above the 27,00 € alert only in the middle.
    expect(document.querySelector('[data-slot="alert"]')).toHaveTextContent(
      "La previsión podría superar tu aviso de 27,00 €: te escribiremos si lo supera incluso en su estimación más baja.",
    );
  });

  it("says the forecast is over the alert only when its whole range is", async () => {
    const alert = { thresholdCents: 2500, exceeded: true, notifiedAt: null };
    server.use(...insightHandlers(TEST_API, { month: { ...monthFirstHours, alert } }));
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    expect(await screen.findByText("La previsión supera tu aviso de 25,00 €.")).toBeInTheDocument();
  });

  it("stores an alert threshold typed the Spanish way, after Spanish errors that keep the input", async () => {
    server.use(...insightHandlers(TEST_API));
    const requests = recordRequests(server);
    const user = userEvent.setup();
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    const link = await screen.findByRole("button", { name: "Avisarme si supero un importe" });
    expect(link).toHaveAttribute("aria-expanded", "false");
    await user.click(link);
    expect(link).toHaveAttribute("aria-expanded", "true");

    const field = screen.getByLabelText(/Importe \(€\)/);
    await user.click(screen.getByRole("button", { name: "Guardar aviso" }));
    expect(await screen.findByText("El campo Importe es obligatorio.")).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, "sesenta");
    await user.click(screen.getByRole("button", { name: "Guardar aviso" }));
    expect(
      await screen.findByText(
        "El campo Importe debe ser un número en euros, con la coma (,) como separador de decimal; por ejemplo 60,00.",
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue("sesenta");

    await user.clear(field);
    await user.type(field, "35,50");
    await user.click(screen.getByRole("button", { name: "Guardar aviso" }));
    expect(await screen.findByText("Aviso guardado: te escribiremos si la previsión supera 35,50 €.")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.url).toBe("/ov/insights/contracts/100001/alert");
    await waitFor(() => expect(put?.body).toEqual({ thresholdCents: 3550 }));
    expect(await screen.findByText("La previsión supera tu aviso de 35,50 €.")).toBeInTheDocument();
  });

  it("keeps what was typed when the server refuses the alert", async () => {
    // server.use puts its handlers first: the refusal goes in last, to come before the fixtures'.
    server.use(...insightHandlers(TEST_API));
    server.use(
      http.put(`${TEST_API}/ov/insights/contracts/:code/alert`, () => HttpResponse.json({ code: "500", mensaje: "x" }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    await user.click(await screen.findByRole("button", { name: "Avisarme si supero un importe" }));
    const field = screen.getByLabelText(/Importe \(€\)/);
    await user.type(field, "60");
    await user.click(screen.getByRole("button", { name: "Guardar aviso" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos podido guardar el aviso. Inténtalo de nuevo.");
    expect(field).toHaveValue("60");
    // Closing and opening the form keeps the text too.
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("button", { name: "Avisarme si supero un importe" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Avisarme si supero un importe" }));
    expect(screen.getByLabelText(/Importe \(€\)/)).toHaveValue("60");
  });

  it("over the quota (429), says how long to wait and keeps the amount typed", async () => {
    const text = "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos.";
    server.use(...insightHandlers(TEST_API));
    server.use(
      http.put(`${TEST_API}/ov/insights/contracts/:code/alert`, () =>
        HttpResponse.json({ code: 429, mensaje: text }, { status: 429, headers: { "Retry-After": "3600" } }),
      ),
    );
    const user = userEvent.setup();
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    await user.click(await screen.findByRole("button", { name: "Avisarme si supero un importe" }));
    const field = screen.getByLabelText(/Importe \(€\)/);
    await user.type(field, "60");
    await user.click(screen.getByRole("button", { name: "Guardar aviso" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(field).toHaveValue("60");
  });

  it("says so when the figures cannot be read", async () => {
    server.use(...insightHandlers(TEST_API, { month: "error" }));
    renderWithPortal(<CostThisMonth contractCode="100001" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos podido calcular estos importes.");
  });
});
