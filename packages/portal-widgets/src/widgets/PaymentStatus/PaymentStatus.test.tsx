import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { LatestInvoiceCard } from "../shared/home";
import { demoInvoices, invoiceApi } from "../shared/invoices/invoices.testing";
import {
  DEMO_OWED,
  NOTHING_OWED,
  OVERDUE,
  owedStatus,
  PENDING,
  paymentHandler,
  RETURNED,
  withPayLinks,
} from "../shared/payment/payment.testing";
import { PaymentStatus } from "./PaymentStatus";

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("PaymentStatus ('Importe pendiente')", () => {
  it("shows the owed amount as the exact sum of the unpaid invoices, each with its state, due date and what to do", async () => {
    // 0,10 € + 0,20 € + 48,10 €: a float sum would print 48,400000000000006.
    const tiny = [
      { ...PENDING, numeroFactura: "1", referencia: "1", amountCents: 10 },
      { ...RETURNED, numeroFactura: "2", referencia: "2", amountCents: 20 },
      OVERDUE,
    ];
    server.use(paymentHandler(TEST_API, owedStatus(tiny)));
    renderWithPortal(<PaymentStatus />);
    expect(await screen.findByText("48,40 €")).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("data-state"))).toEqual(["Pendiente", "Devuelta", "Vencida"]);
    expect(within(rows[1]!).getByText(/Tu banco ha devuelto el recibo/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Fecha de vencimiento: 25/09/2026")).toBeInTheDocument();
    expect(screen.getByText("ES91 2100 0418 4502 0005 1332")).toBeInTheDocument();
    expect(screen.getByText(`1, 2, ${OVERDUE.referencia}`)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("offers 'Pagar' only when the server gives a payment page, as a plain link to it", async () => {
    server.use(paymentHandler(TEST_API, withPayLinks(DEMO_OWED)));
    renderWithPortal(<PaymentStatus />);
    const link = await screen.findByRole("link", { name: "Pagar la factura 2026100104 (54,44 €) en la página de pago" });
    expect(link).toHaveAttribute("href", "https://pagos.example.es/pagar?factura=2026100104&importe=54.44");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(/tus datos de tarjeta no pasan por esta oficina virtual/)).toBeInTheDocument();
  });

  it("asks for one contract when given one, and says when nothing is owed", async () => {
    server.use(paymentHandler(TEST_API, NOTHING_OWED));
    const requests = recordRequests(server);
    renderWithPortal(<PaymentStatus contractCode="100004" />);
    expect(await screen.findByText(/No tienes ningún importe pendiente/)).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(["/ov/invoices/api/importe-pendiente?contractCode=100004"]);
  });
});

describe("the home's 'Tu última factura'", () => {
  it("adds 'Importe pendiente' when something is owed", async () => {
    server.use(...invoiceApi(TEST_API, demoInvoices(), { owed: DEMO_OWED }));
    renderWithPortal(<LatestInvoiceCard />);
    expect(await screen.findByRole("heading", { name: "Importe pendiente" })).toBeInTheDocument();
    expect(await screen.findByText("123,45 €")).toBeInTheDocument();
    // The newest invoice's own state and due date.
    expect(screen.getAllByText("Pendiente").length).toBeGreaterThan(0);
  });

  it("leaves it out when nothing is owed", async () => {
    server.use(...invoiceApi(TEST_API, demoInvoices()));
    renderWithPortal(<LatestInvoiceCard />);
    expect(await screen.findByText("Fecha de vencimiento")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Importe pendiente" })).toBeNull();
  });
});
