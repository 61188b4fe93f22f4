import { ApiMessage } from "@oficina-virtual/api-contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, captureDownloads, type ParsedRequest, recordParsedRequests } from "../shared/measures/measureRequests.testing";
import { CUPS_E, cupsMeHandler, fileBody, fromDmy, telemetryHandler, telemetryRows } from "../shared/measures/measures.testing";
import { TelemetryChart } from "./TelemetryChart";

const TODAY = "2026-03-15";
const server = setupServer();
let seen: ParsedRequest[];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen = recordParsedRequests(server);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const telemetryCalls = () => seen.filter((r) => r.path === "/ov/cups/api/telemetry");

function answerWithRows() {
  server.use(
    cupsMeHandler(API),
    http.get(`${API}/ov/cups/api/telemetry`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get("output") === "xlsx") return new HttpResponse(fileBody(), { headers: { "Content-Type": "application/octet-stream" } });
      const rows = telemetryRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!));
      return HttpResponse.json({ Telemetry: { select: rows, total: { countTotal: rows.length } } });
    }),
  );
}

const desde = () => screen.getByLabelText("Desde");
const hasta = () => screen.getByLabelText("Hasta");

async function typeRange(from: string, to: string) {
  await userEvent.clear(desde());
  await userEvent.type(desde(), from);
  await userEvent.clear(hasta());
  await userEvent.type(hasta(), to);
  await userEvent.tab();
}

describe("TelemetryChart", () => {
  it("opens on the last 7 days ending yesterday and draws both series", async () => {
    answerWithRows();
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);

    expect(screen.getByRole("heading", { level: 1, name: "Buscar telemedida" })).toBeInTheDocument();
    expect(screen.getByText("Número máximo de meses de consulta: 12")).toBeInTheDocument();
    expect(await screen.findByText(CUPS_E)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Curva de carga" })).toHaveAttribute("href", "/loadcurve/100234");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
    expect(desde()).toHaveValue("08-03-2026");
    expect(hasta()).toHaveValue("14-03-2026");

    expect(await screen.findByText("168 lecturas desde 08/03/2026 00:00 hasta 14/03/2026 23:00.")).toBeInTheDocument();
    expect(telemetryCalls().map((r) => r.query)).toEqual([
      {
        line: "Electricidad",
        freq: "1",
        cups: CUPS_E,
        contractCode: "100234",
        startDate: "08-03-2026",
        endDate: "14-03-2026",
        output: "json",
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Gráfica de datos" })).toBeInTheDocument();
    expect(screen.getByText("Lecturas para los últimos 7 días")).toBeInTheDocument();
    expect(screen.getByText(/^Energía Activa: máximo/)).toBeInTheDocument();
    expect(screen.getByText(/^Energía Reactiva: máximo/)).toBeInTheDocument();
    // The lazily loaded drawing, with its zoom controls.
    expect(await screen.findByRole("button", { name: "Acercar" }, { timeout: 5000 })).toBeEnabled();
  });

  it("draws a custom range after Visualizar, with its caption", async () => {
    answerWithRows();
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    await typeRange("01-02-2026", "10-02-2026");
    await userEvent.click(screen.getByRole("button", { name: "Visualizar" }));

    expect(await screen.findByText("Lecturas desde 01/02/2026 hasta 10/02/2026")).toBeInTheDocument();
    expect(await screen.findByText("240 lecturas desde 01/02/2026 00:00 hasta 10/02/2026 23:00.")).toBeInTheDocument();
    expect(telemetryCalls().at(-1)?.query).toMatchObject({ startDate: "01-02-2026", endDate: "10-02-2026", freq: "1", output: "json" });
  });

  it("refuses a range over 12 months or reversed, and sends nothing", async () => {
    answerWithRows();
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    const before = telemetryCalls().length;

    await typeRange("01-01-2025", "14-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Visualizar" }));
    expect(await screen.findByText("Sólo es posible realizar una consulta en un rango de 12 meses.")).toBeInTheDocument();
    expect(desde()).toHaveFocus();
    expect(desde()).toHaveValue("01-01-2025");

    await typeRange("10-03-2026", "01-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Descargar curva" }));
    expect(await screen.findByText("La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.")).toBeInTheDocument();
    expect(telemetryCalls()).toHaveLength(before);
  });

  it("shows the empty message with its hint", async () => {
    server.use(
      cupsMeHandler(API),
      http.get(`${API}/ov/cups/api/telemetry`, () => HttpResponse.json({ Telemetry: { select: [], total: { countTotal: 0 } } })),
    );
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("No se han encontrado mediciones para las fechas seleccionadas.")).toBeInTheDocument();
    expect(screen.getByText("Comprueba que las fechas seleccionadas son correctas.")).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error text",
      () => HttpResponse.json({ code: 400, mensaje: "x", error: "La telemedida no está disponible." }, { status: 400 }),
      "La telemedida no está disponible.",
    ],
    [
      "'Error al procesar la solicitud.' for an error without text",
      () => HttpResponse.json({ code: 500 }, { status: 500 }),
      "Error al procesar la solicitud.",
    ],
    ["'Error desconocido' when there is no answer", () => HttpResponse.error(), "Error desconocido"],
  ])("shows %s", async (_name, answer, text) => {
    server.use(cupsMeHandler(API), http.get(`${API}/ov/cups/api/telemetry`, answer));
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it.each([
    [
      "a known server text, translated",
      ApiMessage.measureElectricityOnly,
      400,
      "Remote readings and the load curve are only available for electricity supplies.",
    ],
    ["an unknown server text, as it came", "Servicio en mantenimiento.", 400, "Servicio en mantenimiento."],
    ["a known text in a 200 answer, translated", ApiMessage.measureRange12Months, 200, "A query may only cover a range of 12 months."],
  ])("in English, shows %s", async (_name, error, status, text) => {
    server.use(
      cupsMeHandler(API),
      http.get(`${API}/ov/cups/api/telemetry`, () =>
        HttpResponse.json(status === 200 ? { Telemetry: { select: [], total: { countTotal: 0 } }, error } : { code: status, error }, {
          status,
        }),
      ),
    );
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />, { locale: "en" });
    // The screen is English once its catalogue has loaded (Spanish until then).
    expect(await screen.findByRole("heading", { level: 1, name: "Find remote readings" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("saves the curve as Telemedida-{contract}.xlsx for the chosen dates", async () => {
    answerWithRows();
    const downloads = captureDownloads();
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    await typeRange("01-03-2026", "05-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Descargar curva" }));

    expect(await screen.findByText("Se ha descargado el archivo Telemedida-100234.xlsx.")).toBeInTheDocument();
    expect(downloads.names).toEqual(["Telemedida-100234.xlsx"]);
    expect(telemetryCalls().at(-1)?.query).toEqual({
      line: "Electricidad",
      freq: "1",
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "01-03-2026",
      endDate: "05-03-2026",
      output: "xlsx",
    });
    downloads.restore();
  });

  it("saves the CNMC comparator's CSV as consumos-{CUPS}-{desde}-{hasta}.csv for the chosen dates", async () => {
    server.use(cupsMeHandler(API), telemetryHandler(API, { estimatedDay: 0, updatedUntil: "14-03-2026" }));
    const downloads = captureDownloads();
    renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("Datos actualizados hasta el 14/03/2026")).toBeInTheDocument();
    expect(await screen.findByText("Lectura estimada")).toBeInTheDocument();
    await typeRange("01-03-2026", "05-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Descargar CSV (CNMC)" }));
    const name = `consumos-${CUPS_E}-01-03-2026-05-03-2026.csv`;
    expect(await screen.findByText(`Se ha descargado el archivo ${name}.`)).toBeInTheDocument();
    expect(downloads.names).toEqual([name]);
    expect(telemetryCalls().at(-1)?.query).toEqual({
      line: "Electricidad",
      freq: "1",
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "01-03-2026",
      endDate: "05-03-2026",
      output: "csv",
    });
    downloads.restore();
  });

  it("zooms on the x axis and resamples a year of readings to the plot width", async () => {
    answerWithRows();
    const { container } = renderWithPortal(<TelemetryChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    await typeRange("15-03-2025", "14-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Visualizar" }));
    expect(await screen.findByText(/^8\.760 lecturas desde 15\/03\/2025/)).toBeInTheDocument();

    const zoomIn = await screen.findByRole("button", { name: "Acercar" }, { timeout: 5000 });
    const drawn = () => Number(container.querySelector("[data-drawn-points]")?.getAttribute("data-drawn-points"));
    // 700 px fallback width minus the axis: at most two points per pixel.
    expect(drawn()).toBeLessThanOrEqual(2 * 620);
    expect(drawn()).toBeGreaterThan(500);
    const windowText = () => container.querySelector('[data-slot="chart-window"]')?.textContent;
    const before = windowText();
    await userEvent.click(zoomIn);
    await waitFor(() => expect(windowText()).not.toBe(before));
    expect(screen.getByRole("button", { name: "Ver todo" })).toBeEnabled();

    // The keyboard cursor reads full-resolution readings.
    const slider = screen.getByRole("slider");
    slider.focus();
    await userEvent.keyboard("{Home}");
    expect(slider.getAttribute("aria-valuetext")).toMatch(
      /^Lectura del \d{2}\/\d{2}\/\d{4} \d{2}:00: Energía Activa [\d.,]+ kW, Energía Reactiva [\d.,]+ kW$/,
    );
  });

  it("explains when the contract is not the user's, with a way home", async () => {
    server.use(cupsMeHandler(API, []));
    renderWithPortal(<TelemetryChart codAbonado="999999" today={TODAY} />);
    expect(await screen.findByText("El contrato 999999 no figura entre tus suministros.")).toBeInTheDocument();
    const main = screen.getByRole("link", { name: "Ir al inicio" });
    expect(main).toHaveAttribute("href", "/");
    expect(within(document.body).queryByRole("button", { name: "Visualizar" })).toBeNull();
    expect(telemetryCalls()).toHaveLength(0);
  });
});
