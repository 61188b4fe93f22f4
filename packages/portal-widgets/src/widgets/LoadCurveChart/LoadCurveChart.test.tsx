import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, captureDownloads, type ParsedRequest, recordParsedRequests } from "../shared/measures/measureRequests.testing";
import {
  CUPS_E,
  cupsMeHandler,
  curvasHandler,
  fromDmy,
  NO_SURPLUS_IN_RANGE,
  SOLAR_MONTHS,
  selfConsumptionHandler,
} from "../shared/measures/measures.testing";
import { loadCurveRows } from "../shared/measures/syntheticReadings.testing";
import { LoadCurveChart } from "./LoadCurveChart";

const TODAY = "2026-03-15";
const server = setupServer();
let seen: ParsedRequest[];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen = recordParsedRequests(server);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const curvasCalls = () => seen.filter((r) => r.path === "/ov/cups/api/curvas");

async function typeRange(from: string, to: string) {
  await userEvent.clear(screen.getByLabelText("Desde"));
  await userEvent.type(screen.getByLabelText("Desde"), from);
  await userEvent.clear(screen.getByLabelText("Hasta"));
  await userEvent.type(screen.getByLabelText("Hasta"), to);
  await userEvent.tab();
}

describe("LoadCurveChart", () => {
  it("opens on the last 7 days ending yesterday as the default query, with both series", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API));
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);

    expect(screen.getByRole("heading", { level: 1, name: "Buscar curva de carga" })).toBeInTheDocument();
    expect(await screen.findByText("168 lecturas desde 08/03/2026 00:00 hasta 14/03/2026 23:00.")).toBeInTheDocument();
    expect(curvasCalls().map((r) => r.query)).toEqual([
      { cups: CUPS_E, contractCode: "100234", startDate: "08-03-2026", endDate: "14-03-2026", output: "json", DefaultQuery: "true" },
    ]);
    expect(screen.getByText("Lecturas para los últimos 7 días")).toBeInTheDocument();
    expect(screen.getByText(/^Energía Activa: máximo/)).toBeInTheDocument();
    expect(screen.getByText(/^Excedente Energético: máximo/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Telemedida" })).toHaveAttribute("href", "/telemetry/100234");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });

  it("draws no 'Excedente Energético' for a supply whose surplus readings are all zero (no solar)", async () => {
    server.use(
      cupsMeHandler(API),
      http.get(`${API}/ov/cups/api/curvas`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const rows = loadCurveRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!)).map((row) => ({ ...row, pasiveEnergy: 0 }));
        return HttpResponse.json({ Curvas: { inputDate: q.get("startDate"), select: rows, total: { countTotal: rows.length } } });
      }),
      selfConsumptionHandler(API),
    );
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);

    expect(await screen.findByText(/^Energía Activa: máximo/)).toBeInTheDocument();
    expect(screen.queryByText(/^Excedente Energético/)).not.toBeInTheDocument();
  });

  it("asks a chosen range without the default flag and saves CurvasCarga-{contract}.xlsx", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API));
    const downloads = captureDownloads();
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    await typeRange("01-03-2026", "02-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Visualizar" }));
    expect(await screen.findByText("Lecturas desde 01/03/2026 hasta 02/03/2026")).toBeInTheDocument();
    expect(await screen.findByText("48 lecturas desde 01/03/2026 00:00 hasta 02/03/2026 23:00.")).toBeInTheDocument();
    expect(curvasCalls().at(-1)?.query).toEqual({
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "01-03-2026",
      endDate: "02-03-2026",
      output: "json",
    });

    await userEvent.click(screen.getByRole("button", { name: "Descargar curva" }));
    expect(await screen.findByText("Se ha descargado el archivo CurvasCarga-100234.xlsx.")).toBeInTheDocument();
    expect(downloads.names).toEqual(["CurvasCarga-100234.xlsx"]);
    expect(curvasCalls().at(-1)?.query).toEqual({
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "01-03-2026",
      endDate: "02-03-2026",
      output: "xlsx",
    });
    downloads.restore();
  });

  it("shows the load curve's empty text, and the server's error text", async () => {
    server.use(
      cupsMeHandler(API),
      selfConsumptionHandler(API),
      http.get(`${API}/ov/cups/api/curvas`, () => HttpResponse.json({ Curvas: { select: [], total: { countTotal: 0 } } })),
    );
    const { unmount } = renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("No se han encontrado mediciones para este CUPS.")).toBeInTheDocument();
    unmount();

    server.use(
      http.get(`${API}/ov/cups/api/curvas`, () =>
        HttpResponse.json({ code: 400, error: "Sólo es posible realizar una consulta en un rango de 12 meses." }, { status: 400 }),
      ),
    );
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Sólo es posible realizar una consulta en un rango de 12 meses.");
  });

  it("refuses an empty Desde with the spec's message", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API));
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    await screen.findByText("Lecturas para los últimos 7 días");
    await userEvent.clear(screen.getByLabelText("Desde"));
    await userEvent.click(screen.getByRole("button", { name: "Visualizar" }));
    expect(await screen.findByText("El campo Desde es obligatorio.")).toBeInTheDocument();
    expect(screen.getByLabelText("Desde")).toHaveAccessibleDescription(
      "El campo Desde es obligatorio. Formato DD-MM-YYYY, por ejemplo 05-03-2024.",
    );
  });

  it("shades estimated readings with a legend, says how far the data goes, and saves the CNMC CSV", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API, { estimatedDay: 1, updatedUntil: "14-03-2026" }), selfConsumptionHandler(API));
    const downloads = captureDownloads();
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("Datos actualizados hasta el 14/03/2026")).toBeInTheDocument();
    expect(await screen.findByText("24 lecturas estimadas, sombreadas en la gráfica; el resto son lecturas reales.")).toBeInTheDocument();
    expect(await screen.findByText("Lectura estimada")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Descargar CSV (CNMC)" }));
    const name = `consumos-${CUPS_E}-08-03-2026-14-03-2026.csv`;
    expect(await screen.findByText(`Se ha descargado el archivo ${name}.`)).toBeInTheDocument();
    expect(downloads.names).toEqual([name]);
    expect(curvasCalls().at(-1)?.query).toEqual({
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "08-03-2026",
      endDate: "14-03-2026",
      output: "csv",
    });
    downloads.restore();
  });

  it("shows 'Autoconsumo' with each month's kWh and €, the cap, and totals that add up", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API, SOLAR_MONTHS));
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Autoconsumo" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("06/2025")).toBeInTheDocument();
    expect(within(table).getByText("210,500")).toBeInTheDocument();
    expect(within(table).getByText("12,63 €")).toBeInTheDocument();
    // Each month's surplus price, written as the invoice breakdown writes it.
    expect(within(table).getByRole("columnheader", { name: "Precio (€/kWh)" })).toBeInTheDocument();
    expect(within(table).getByText("0,06")).toBeInTheDocument();
    expect(within(table).getByText("0,061576")).toBeInTheDocument();
    expect(within(table).getByText("Limitada al término de energía")).toBeInTheDocument();
    expect(within(table).getByText("460,833")).toBeInTheDocument();
    expect(within(table).getByText("22,13 €")).toBeInTheDocument();
    expect(seen.find((r) => r.path === "/ov/cups/api/autoconsumo")?.query).toEqual({
      cups: CUPS_E,
      contractCode: "100234",
      startDate: "08-03-2026",
      endDate: "14-03-2026",
    });
  });

  it("says so in one sentence when the supply has no self-consumption, and no table", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API));
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("Este suministro no tiene autoconsumo: no vierte excedentes a la red.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Excedentes y compensación por meses" })).not.toBeInTheDocument();
    expect(screen.queryByText("No hay excedentes vertidos a la red en las fechas seleccionadas.")).not.toBeInTheDocument();
  });

  it("says so when a solar supply poured nothing in the range, and when 'Autoconsumo' fails", async () => {
    server.use(cupsMeHandler(API), curvasHandler(API), selfConsumptionHandler(API, NO_SURPLUS_IN_RANGE));
    const { unmount } = renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("No hay excedentes vertidos a la red en las fechas seleccionadas.")).toBeInTheDocument();
    expect(screen.queryByText(/no tiene autoconsumo/)).not.toBeInTheDocument();
    unmount();
    server.use(selfConsumptionHandler(API, 500));
    renderWithPortal(<LoadCurveChart codAbonado="100234" today={TODAY} />);
    expect(await screen.findByText("No se ha podido calcular el autoconsumo. Inténtalo de nuevo más tarde.")).toBeInTheDocument();
  });
});
