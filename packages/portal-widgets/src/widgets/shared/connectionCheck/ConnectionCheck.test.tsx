import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../account/account.testing";
import { ConnectionCheck } from "./ConnectionCheck";

const saved = vi.hoisted(() => [] as { text: Promise<string>; name: string }[]);
vi.mock("../../../core/client/saveFile", () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ text: blob.text(), name }),
}));

const TEST_PAGE = "https://probe.example.test/ping";
const IP_INFO = "https://ip.example.test/json";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
});
afterAll(() => server.close());

function handlers(api: "ok" | "down", sent: SentRequest[]) {
  return [
    http.get(`${API}/ov/user/api/checkConnection`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return api === "ok" ? HttpResponse.json({ status: "ok" }) : HttpResponse.error();
    }),
    http.get(TEST_PAGE, () => new HttpResponse("<html>ok</html>", { headers: { "Content-Type": "text/html" } })),
    http.get(IP_INFO, () => HttpResponse.json({ ip: "203.0.113.7", country: "ES" })),
  ];
}

describe("ConnectionCheck", () => {
  it("reports the connection as verified and downloads the diagnostic with every probe", async () => {
    const sent: SentRequest[] = [];
    server.use(...handlers("ok", sent));
    const onResult = vi.fn();
    renderWithPortal(<ConnectionCheck onResult={onResult} />, {
      session: null,
      connectionCheck: { testPageUrl: TEST_PAGE, ipInfoUrl: IP_INFO },
    });

    await userEvent.click(screen.getByRole("button", { name: "Comprobar conexión" }));

    expect(await screen.findByText("La conexión se ha verificado correctamente.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "GET", url: `${API}/ov/user/api/checkConnection`, body: undefined });
    const probes = within(screen.getByRole("list", { name: "Diagnóstico de conexión" })).getAllByRole("listitem");
    expect(probes.map((item) => item.textContent)).toEqual([
      "Oficina VirtualDisponible",
      "Página de prueba externaDisponible",
      "Información de la conexiónDisponible",
    ]);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("diagnostico-conexion.txt");
    const text = await saved[0]!.text;
    expect(text).toContain("Resultado: La conexión se ha verificado correctamente.");
    expect(text).toContain(`Oficina Virtual: Disponible\n  URL: ${API}/ov/user/api/checkConnection`);
    expect(text).toContain(`Página de prueba externa: Disponible\n  URL: ${TEST_PAGE}`);
    expect(text).toContain('Detalle: {"ip":"203.0.113.7","country":"ES"}');
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ connected: true }));
  });

  it("shows the no-connection text with the phone when the API does not answer; unreachable pages are reported", async () => {
    // The first matching handler answers: the failing pages go before the defaults.
    server.use(
      http.get(TEST_PAGE, () => HttpResponse.error()),
      http.get(IP_INFO, () => new HttpResponse(null, { status: 503 })),
      ...handlers("down", []),
    );
    renderWithPortal(<ConnectionCheck />, { session: null, connectionCheck: { testPageUrl: TEST_PAGE, ipInfoUrl: IP_INFO } });

    await userEvent.click(screen.getByRole("button", { name: "Comprobar conexión" }));

    expect(
      await screen.findByText(
        "No hay conexión con la Oficina Virtual. Por favor, contacta con Atención al Cliente en el teléfono 900 908 178.",
      ),
    ).toBeInTheDocument();
    const states = screen.getAllByText(/Disponible|No disponible|No configurada/).map((node) => node.textContent);
    expect(states).toEqual(["No disponible", "No disponible", "No disponible"]);
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]!.text;
    expect(text).toContain("Oficina Virtual: No disponible");
    expect(text).toContain("Información de la conexión: No disponible");
    expect(text).toContain("Detalle: HTTP 503");
  });

  it("reports external services that the provider does not configure, without calling them", async () => {
    server.use(...handlers("ok", []));
    renderWithPortal(<ConnectionCheck />, { session: null });

    await userEvent.click(screen.getByRole("button", { name: "Comprobar conexión" }));

    expect(await screen.findByText("La conexión se ha verificado correctamente.")).toBeInTheDocument();
    expect(screen.getAllByText("No configurada")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Descargar el diagnóstico" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(await saved[1]!.text).toContain("Página de prueba externa: No configurada");
  });
});
