import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, type ParsedRequest, recordParsedRequests } from "../shared/measures/measureRequests.testing";
import { cupsMeHandler, lastReadingHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { MeterReadingForm } from "./MeterReadingForm";

const server = setupServer();
let seen: ParsedRequest[];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  seen = recordParsedRequests(server);
  vi.useFakeTimers({ now: new Date("2026-03-16T10:00:00.000Z"), toFake: ["Date"] });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const ADD = `${API}/ov/readings/api/add`;
const posts = () => seen.filter((r) => r.method === "POST");
// Sent 30 days before 'today'; about 4 kWh a day in peak, 3 in valley.
const PREVIOUS = {
  reading: { values: { Punta: "1200", Valle: "800", PotenciaMaximaP1: "4,5" }, createdAt: "2026-02-14T10:00:00.000Z" },
  averageDaily: { Punta: 4, Valle: 3 },
};
const LOWER = "La lectura de Punta es menor que la anterior: los contadores solo avanzan. Revisa el número que has escrito.";
const JUMP = "La lectura de Valle supone mucho más consumo del habitual desde la lectura anterior. Revisa el número que has escrito.";

describe("MeterReadingForm with the previous reading", () => {
  it("shows it under each field with its unit and date, and asks for it by contract", async () => {
    server.use(cupsMeHandler(API), lastReadingHandler(API, PREVIOUS));
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    expect(await screen.findByText("Lectura anterior: 1.200 kWh el 14/02/2026")).toBeInTheDocument();
    expect(screen.getByText("Lectura anterior: 800 kWh el 14/02/2026")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Valle/)).toHaveAccessibleDescription("En kWh Lectura anterior: 800 kWh el 14/02/2026");
    const asked = seen.find((r) => r.path === "/ov/readings/api/last");
    expect(asked?.query).toMatchObject({ codAbonado: "100234" });
  });

  it("refuses a lower reading and an implausible jump, keeping what was typed, and sends nothing", async () => {
    server.use(cupsMeHandler(API), lastReadingHandler(API, PREVIOUS));
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await screen.findByText("Lectura anterior: 1.200 kWh el 14/02/2026");
    await userEvent.type(screen.getByLabelText(/^Punta/), "1100");
    // 30 days at 3 kWh a day is 90: 20000 is far beyond ten times that.
    await userEvent.type(screen.getByLabelText(/^Valle/), "20000");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));
    expect(await screen.findByText(LOWER)).toBeInTheDocument();
    expect(screen.getByText(JUMP)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Punta/)).toHaveValue("1100");
    expect(screen.getByLabelText(/^Valle/)).toHaveValue("20000");
    expect(posts()).toHaveLength(0);
  });

  it("sends a plausible reading, which then becomes the previous one", async () => {
    let answer = PREVIOUS;
    server.use(
      cupsMeHandler(API),
      http.get(`${API}/ov/readings/api/last`, () => HttpResponse.json(answer)),
      http.post(ADD, () => {
        answer = {
          ...PREVIOUS,
          reading: { values: { Punta: "1300", Valle: "850" }, createdAt: "2026-03-16T10:00:00.000Z" },
        } as typeof PREVIOUS;
        return HttpResponse.json({ id: "77", createdAt: "2026-03-16T10:00:00.000Z" }, { status: 201 });
      }),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await screen.findByText("Lectura anterior: 1.200 kWh el 14/02/2026");
    await userEvent.type(screen.getByLabelText(/^Punta/), "1300");
    await userEvent.type(screen.getByLabelText(/^Valle/), "850");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText("Lectura anterior: 1.300 kWh el 16/03/2026")).toBeInTheDocument();
  });

  it("checks nothing against a previous reading when there is none, or when it cannot be read", async () => {
    server.use(
      cupsMeHandler(API),
      http.get(`${API}/ov/readings/api/last`, () => HttpResponse.json({ code: 500 }, { status: 500 })),
      http.post(ADD, () => HttpResponse.json({ id: "77", createdAt: "2026-03-16T10:00:00.000Z" }, { status: 201 })),
    );
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await userEvent.type(await screen.findByLabelText(/^Punta/), "1");
    await userEvent.type(screen.getByLabelText(/^Valle/), "2");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.queryByText(/Lectura anterior/)).toBeNull();
  });

  it("leaves a maximum demand unchecked: it starts again every period", async () => {
    const six = supplyPointRow({ tarifa: "3.0TD", accessFee: { fee: "3.0TD" } });
    server.use(cupsMeHandler(API, [six]), lastReadingHandler(API, PREVIOUS));
    renderWithPortal(<MeterReadingForm codAbonado="100234" />);
    await screen.findAllByRole("textbox");
    expect(screen.queryByText(/Lectura anterior: 4,5 kW/)).toBeNull();
  });
});
