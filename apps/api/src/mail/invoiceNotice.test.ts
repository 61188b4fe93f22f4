import { eq } from "drizzle-orm";
import { outboxMails } from "../db/outbox.testing";
import { setPaperless, setUserPreferences } from "../db/preferences/preferences";
import { contracts } from "../db/schema";
import { type Fixture, openFixture } from "../routes/customer/customer.testing";
import { announceInvoice, newestInvoice } from "./invoiceNotice";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

async function announce(code: string) {
  const [contract] = await f.db.select().from(contracts).where(eq(contracts.codAbonado, code));
  const invoice = await newestInvoice(f, contract!.id);
  return announceInvoice({ db: f.db, config: { publicUrl: "https://ov.example" } as never, now: () => new Date() }, contract!, invoice!);
}

describe("the new-invoice notice ('Factura electrónica')", () => {
  it("announces nothing for a contract on paper", async () => {
    expect(await announce("100001")).toBe(0);
  });

  it("e-mails a paperless contract's holder a link, never the PDF, in the user's language", async () => {
    await setPaperless(f.db, f.contractIds["100001"]!, true, new Date());
    await setUserPreferences(f.db, f.callers.ana.userId, { language: "ca" });
    expect(await announce("100001")).toBe(1);
    const [mail] = await outboxMails(f.db, "Tens una nova factura de llum");
    expect(mail).toMatchObject({ to: "ana@example.com", links: ["https://ov.example/invoices/100001"] });
    expect(mail!.text).toContain("Hola, Ana:");
    expect(mail!.text).toMatch(/per [\d.]+,\d{2}\u00a0€/);
    expect(mail!.text).toContain("factura electrònica");
    expect(mail!.text).not.toMatch(/\.pdf|adjunt/i);
  });

  it("sends none to a user who turned the new-invoice notice off", async () => {
    await setUserPreferences(f.db, f.callers.ana.userId, { notices: { newInvoice: false } });
    expect(await announce("100001")).toBe(0);
  });
});
