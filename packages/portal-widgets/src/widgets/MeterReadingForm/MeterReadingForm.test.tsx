import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, type ParsedRequest, recordParsedRequests } from "../shared/measures/measureRequests.testing";
import { CUPS_E, CUPS_G, cupsMeHandler, lastReadingHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { MeterReadingForm } from "./MeterReadingForm";

const server = setupServer(lastReadingHandler(API));
let seen: ParsedRequest[];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen = recordParsedRequests(server);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ADD = `${API}/ov/readings/api/add`;
const posts = () => seen.filter((r) => r.method === "POST");
const NUMERIC = (field: string) =>
  `El campo ${field} sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles`;

describe("MeterReadingForm", () => {
  it("asks peak and valley for 2.0DHA and sends them to the reading call", async () => {
    server.use(
      cupsMeHandler(API),
      http.post(ADD, () => HttpResponse.json({ id: "77", createdAt: "2026-03-15T10:30:00.000Z" }, { status: 201 })),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);

    expect(screen.getByRole("heading", { level: 1, name: "Aporte de lecturas" })).toBeInTheDocument();
    expect(await screen.findByText(CUPS_E)).toBeInTheDocument();
    expect(screen.getAllByRole("textbox").map((input) => input.getAttribute("name"))).toEqual(["Punta", "Valle"]);
    await userEvent.type(screen.getByLabelText(/^Punta/), "1234");
    await userEvent.type(screen.getByLabelText(/^Valle/), " 87 ");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));

    expect(await screen.findByText(/^Hemos recibido tu lectura el \d{2}\/\d{2}\/2026 \d{2}:30\. Gracias\.$/)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    await waitFor(() =>
      expect(posts()[0]!.body).toEqual({ codAbonado: "100234", line: "Electricidad", cups: CUPS_E, Punta: "1234", Valle: "87" }),
    );
    expect(posts()[0]!.path).toBe("/ov/readings/api/add");
  });

  it("gives each rule's exact message, focuses the first error and sends nothing", async () => {
    server.use(cupsMeHandler(API));
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await userEvent.click(await screen.findByRole("button", { name: "Enviar lectura" }));
    expect(screen.getByText("El campo Punta es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El campo Valle es obligatorio.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Punta/)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/^Punta/), "1.234");
    await userEvent.type(screen.getByLabelText(/^Valle/), "0,000");
    await userEvent.tab();
    expect(screen.getByLabelText(/^Punta/)).toHaveAccessibleDescription(`${NUMERIC("Punta")} En kWh`);
    expect(screen.getByLabelText(/^Valle/)).toHaveAccessibleDescription("El campo Valle debe de ser mayor que cero (0) En kWh");

    await userEvent.clear(screen.getByLabelText(/^Punta/));
    await userEvent.type(screen.getByLabelText(/^Punta/), "12,3456");
    await userEvent.tab();
    expect(screen.getByText(NUMERIC("Punta"))).toBeInTheDocument();

    // A well-formed reading an electricity meter cannot show: its registers count whole kWh.
    await userEvent.clear(screen.getByLabelText(/^Punta/));
    await userEvent.type(screen.getByLabelText(/^Punta/), "12345,5");
    await userEvent.tab();
    expect(
      screen.getByText("El campo Punta se escribe en kWh enteros: tu contador no marca decimales. Revisa el número que has escrito."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Punta/)).toHaveValue("12345,5");
    expect(posts()).toHaveLength(0);
  });

  it("keeps what was typed when the send fails, with the server's message on the field", async () => {
    server.use(
      cupsMeHandler(API),
      http.post(ADD, () =>
        HttpResponse.json(
          {
            code: 400,
            mensaje: "Las lecturas no corresponden a la tarifa 2.0DHA del suministro: faltan Valle.",
            issues: [{ path: "Valle", message: "El campo Valle es obligatorio." }],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await userEvent.type(await screen.findByLabelText(/^Punta/), "100");
    await userEvent.type(screen.getByLabelText(/^Valle/), "505");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Las lecturas no corresponden a la tarifa 2.0DHA del suministro: faltan Valle.",
    );
    expect(screen.getByLabelText(/^Punta/)).toHaveValue("100");
    expect(screen.getByLabelText(/^Valle/)).toHaveValue("505");
    expect(screen.getByLabelText(/^Valle/)).toHaveAccessibleDescription("El campo Valle es obligatorio. En kWh");
  });

  it("in English, words the server's refusal itself: the fields it names, each sent one on its field", async () => {
    const mensaje = "Las lecturas no corresponden a la tarifa 2.0DHA del suministro: faltan Llano; sobran Valle.";
    server.use(
      cupsMeHandler(API),
      http.post(ADD, () =>
        HttpResponse.json(
          {
            code: 400,
            mensaje,
            issues: [
              { path: "Llano", message: "El campo Llano es obligatorio." },
              { path: "Valle", message: "El campo Valle no corresponde a esta tarifa." },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />, { locale: "en" });
    await userEvent.type(await screen.findByLabelText(/^Peak/), "100");
    await userEvent.type(screen.getByLabelText(/^Off-peak/), "505");
    await userEvent.click(screen.getByRole("button", { name: "Send reading" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The readings do not match the supply's tariff: Mid-peak, Off-peak.");
    expect(alert).not.toHaveTextContent(mensaje);
    expect(screen.getByLabelText(/^Off-peak/)).toHaveAccessibleDescription("The Off-peak field does not belong to this tariff. In kWh");
    expect(screen.getByLabelText(/^Off-peak/)).toHaveValue("505");
  });

  it.each([
    ["es-ES", "Punta", "Valle", "Enviar lectura", "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos."],
    ["en", "Peak", "Off-peak", "Send reading", "You have reached the limit of submissions for now. Try again in 60 minutes."],
  ] as const)(
    "over the quota (429) in %s, says how long to wait and keeps the readings typed",
    async (locale, peak, valley, send, text) => {
      server.use(
        cupsMeHandler(API),
        http.post(ADD, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos." },
            { status: 429, headers: { "Retry-After": "3600" } },
          ),
        ),
      );
      renderWithPortal(<MeterReadingForm codAbonado="100234" />, { locale });
      await userEvent.type(await screen.findByLabelText(new RegExp(`^${peak}`)), "100");
      await userEvent.type(screen.getByLabelText(new RegExp(`^${valley}`)), "505");
      await userEvent.click(screen.getByRole("button", { name: send }));
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
      expect(screen.getByLabelText(new RegExp(`^${peak}`))).toHaveValue("100");
      expect(screen.getByLabelText(new RegExp(`^${valley}`))).toHaveValue("505");
    },
  );

  it("in Galician, a 404 is the catalogue's, not the server's Spanish", async () => {
    server.use(
      cupsMeHandler(API),
      http.post(ADD, () => HttpResponse.json({ code: 404, mensaje: "No se ha encontrado el suministro." }, { status: 404 })),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />, { locale: "gl-ES" });
    // 'Punta' is Galician too: wait for the catalogue before typing.
    expect(await screen.findByRole("heading", { level: 1, name: "Achega de lecturas" })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^Punta/), "100");
    await userEvent.type(screen.getByLabelText(/^Val/), "50");
    await userEvent.click(screen.getByRole("button", { name: "Enviar a lectura" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Non se atopou a subministración.");
    expect(screen.queryByText("No se ha encontrado el suministro.")).not.toBeInTheDocument();
  });

  it("cannot be sent twice while sending, and says so when the network fails", async () => {
    server.use(
      cupsMeHandler(API),
      http.post(ADD, async () => {
        await delay(150);
        return HttpResponse.error();
      }),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await userEvent.type(await screen.findByLabelText(/^Punta/), "100");
    await userEvent.type(screen.getByLabelText(/^Valle/), "50");
    const button = screen.getByRole("button", { name: "Enviar lectura" });
    await userEvent.click(button);
    // Busy, not disabled: it keeps focus and swallows the second click.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(await screen.findByText("No se ha podido enviar la lectura. Revisa los datos e inténtalo de nuevo.")).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(screen.getByLabelText(/^Punta/)).toHaveValue("100");
  });

  it("in English, takes '60.5' as well as '60,5' and sends the contract's '60,5'", async () => {
    server.use(
      cupsMeHandler(API, [supplyPointRow({ line: "gas", cups: CUPS_G, accessFee: { fee: "3" } })]),
      http.post(ADD, () => HttpResponse.json({ id: "78", createdAt: "2026-03-15T10:30:00.000Z" }, { status: 201 })),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />, { locale: "en" });
    expect(await screen.findByText("Enter your meter readings. Use a point (.) or a comma (,) for decimals.")).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^Consumption/), "60.5");
    await userEvent.click(screen.getByRole("button", { name: "Send reading" }));
    await waitFor(() => expect(posts()[0]?.body).toEqual(expect.objectContaining({ cups: CUPS_G, Consumo: "60,5" })));
  });

  it.each([
    ["3.0TD electricity", supplyPointRow({ tarifa: "3.0TD", accessFee: { fee: "3.0TD" } }), 18, "Energía Activa P1"],
    ["2.0A electricity", supplyPointRow({ tarifa: "2.0A", accessFee: { fee: "2.0A" } }), 1, "Energía Activa Total"],
    ["gas", supplyPointRow({ line: "gas", cups: CUPS_G, accessFee: { fee: "3" } }), 1, "Consumo"],
  ])("shows the fields of %s", async (_name, row, count, first) => {
    server.use(cupsMeHandler(API, [row]));
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    expect(await screen.findByLabelText(new RegExp(`^${first}`))).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(count);
  });
});
