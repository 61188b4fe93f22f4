import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, captureDownloads, type ParsedRequest, recordParsedRequests } from "../shared/measures/measureRequests.testing";
import { cupsMeHandler, fileBody, supplyPointRow } from "../shared/measures/measures.testing";
import { ConsumptionCertificate } from "./ConsumptionCertificate";

const TODAY = "2026-03-15";
const server = setupServer();
let seen: ParsedRequest[];
let downloads: ReturnType<typeof captureDownloads>;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen = recordParsedRequests(server);
  downloads = captureDownloads();
});
afterEach(() => {
  server.resetHandlers();
  downloads.restore();
});
afterAll(() => server.close());

const certificateCalls = () => seen.filter((r) => r.path === "/ov/contracts/api/consumptionsCertified");
const pdf = (size: number) => () => new HttpResponse(fileBody(size), { headers: { "Content-Type": "application/pdf" } });

async function typeRange(from: string, to: string) {
  await userEvent.clear(screen.getByLabelText("Desde"));
  await userEvent.type(screen.getByLabelText("Desde"), from);
  await userEvent.clear(screen.getByLabelText("Hasta"));
  await userEvent.type(screen.getByLabelText("Hasta"), to);
  await userEvent.tab();
}

describe("ConsumptionCertificate", () => {
  it("gets the certificate for the range with YYYY-MM-DD dates and saves Certificado-{contract}.pdf", async () => {
    server.use(cupsMeHandler(API), http.get(`${API}/ov/contracts/api/consumptionsCertified`, pdf(1800)));
    renderWithPortal(<ConsumptionCertificate codAbonado="100234" today={TODAY} />);

    expect(screen.getByRole("heading", { level: 1, name: "Buscar Certificado de Consumos" })).toBeInTheDocument();
    expect(screen.getByText("Número máximo de meses de consulta: 12")).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Fecha de factura" })).toBeInTheDocument();
    await typeRange("01-01-2026", "28-02-2026");
    await userEvent.click(screen.getByRole("button", { name: "Obtener Certificado" }));

    expect(await screen.findByText("Se ha descargado el archivo Certificado-100234.pdf.")).toBeInTheDocument();
    expect(downloads.names).toEqual(["Certificado-100234.pdf"]);
    expect(certificateCalls()).toHaveLength(1);
    expect(certificateCalls()[0]!.query).toEqual({
      line: "electricidad",
      contractCode: "100234",
      startDate: "2026-01-01",
      endDate: "2026-02-28",
    });
  });

  it("starts with the longest range allowed and sends gas in lower case", async () => {
    server.use(
      cupsMeHandler(API, [supplyPointRow({ codAbonado: "200871", line: "GAS", accessFee: { fee: "3" } })]),
      http.get(`${API}/ov/contracts/api/consumptionsCertified`, pdf(1800)),
    );
    renderWithPortal(<ConsumptionCertificate codAbonado="200871" today={TODAY} />);
    await userEvent.click(await screen.findByRole("button", { name: "Obtener Certificado" }));
    expect(await screen.findByText("Se ha descargado el archivo Certificado-200871.pdf.")).toBeInTheDocument();
    expect(certificateCalls()[0]!.query).toEqual({ line: "gas", contractCode: "200871", startDate: "2025-03-15", endDate: "2026-03-15" });
  });

  it.each([
    ["a file under 150 bytes", pdf(120)],
    ["a failed call", () => HttpResponse.json({ code: 404, mensaje: "No se han encontrado certificados." }, { status: 404 })],
  ])("shows the none-found message for %s", async (_name, answer) => {
    server.use(cupsMeHandler(API), http.get(`${API}/ov/contracts/api/consumptionsCertified`, answer));
    renderWithPortal(<ConsumptionCertificate codAbonado="100234" today={TODAY} />);
    await userEvent.click(await screen.findByRole("button", { name: "Obtener Certificado" }));
    expect(await screen.findByText("No se han encontrado certificados en las fechas seleccionadas.")).toBeInTheDocument();
    expect(downloads.names).toEqual([]);
  });

  it("checks the range first and sends nothing when it is wrong", async () => {
    server.use(cupsMeHandler(API));
    renderWithPortal(<ConsumptionCertificate codAbonado="100234" today={TODAY} />);
    await screen.findByRole("button", { name: "Obtener Certificado" });
    await typeRange("01-01-2025", "01-03-2026");
    await userEvent.click(screen.getByRole("button", { name: "Obtener Certificado" }));
    expect(await screen.findByText("Sólo es posible realizar una consulta en un rango de 12 meses.")).toBeInTheDocument();
    expect(screen.getByLabelText("Desde")).toHaveFocus();

    await typeRange("01-03-2026", "1-2-2026");
    await userEvent.click(screen.getByRole("button", { name: "Obtener Certificado" }));
    expect(await screen.findByText("La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.")).toBeInTheDocument();
    expect(certificateCalls()).toHaveLength(0);
  });
});
