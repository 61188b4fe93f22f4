import { responseSamples } from "../../testing/responseSamples.testing";
import { centsOf, owedCents, type PaymentState, paymentStateOf, paymentStatusSchema } from "./index";

describe("paymentStateOf", () => {
  it("derives 'Vencida' from the due date of an unpaid invoice only", () => {
    expect(paymentStateOf("pendiente", "2026-03-25", "2026-03-25")).toBe("Pendiente");
    expect(paymentStateOf("pendiente", "2026-03-25", "2026-03-26")).toBe("Vencida");
    expect(paymentStateOf("pagada", "2026-03-25", "2026-04-30")).toBe("Pagada");
    // A returned debit says more than 'Vencida' would.
    expect(paymentStateOf("devuelta", "2026-03-25", "2026-04-30")).toBe("Devuelta");
  });
});

describe("owedCents", () => {
  const invoice = (estado: PaymentState, euros: string) => ({ estado, amountCents: centsOf(euros) });

  it("is the exact sum in cents of the unpaid invoices, paid ones left out", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004: cents add up exactly.
    const list = [invoice("Pendiente", "0.10"), invoice("Devuelta", "0.20"), invoice("Pagada", "99.99"), invoice("Vencida", "63.33")];
    expect(owedCents(list)).toBe(6363);
  });

  it("is 0 when everything is paid or there is nothing", () => {
    expect(owedCents([])).toBe(0);
    expect(owedCents([invoice("Pagada", "12.34")])).toBe(0);
  });

  it("turns the rows' euros into whole cents without float drift", () => {
    expect(centsOf("1234.56")).toBe(123_456);
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(-45.98)).toBe(-4598);
  });
});

describe("paymentStatusSchema", () => {
  it("accepts the sample and refuses a total that is not the invoices' sum", () => {
    const sample = responseSamples.paymentStatus as { totalCents: number };
    expect(paymentStatusSchema.safeParse(sample).success).toBe(true);
    expect(paymentStatusSchema.safeParse({ ...sample, totalCents: sample.totalCents + 1 }).success).toBe(false);
  });
});
