import { buildDataExportZip, rowsToCsv } from "../customer/dataExportZip";
import { buildMandatePdf } from "../customer/mandatePdf";
import { renderInvoicePdf } from "../invoices/invoicePdf";
import { renderInvoicesXlsx } from "../invoices/invoicesXlsx";
import { proformasOf, renderProformasPdf } from "../invoices/proformas";
import { isPdf, pdfText, sampleInvoice, xlsxRows, zipEntries } from "../invoices/readers.testing";
import { DocumentPool, workerExecArgv } from "./documentPool";
import { renderInvoicesZip } from "./tasks";
import { ownBytes } from "./worker";

// One real pool for the file: a thread's first start (tsx, pdfkit, exceljs) takes a second
// or more on a busy machine.
const pool = new DocumentPool(1);
afterAll(() => pool.close());

const year = Array.from({ length: 12 }, (_, i) =>
  sampleInvoice({ numero: String(2500100 + i), launchDate: `2025-${String(i + 1).padStart(2, "0")}-03` }),
);

describe("DocumentPool", () => {
  it("renders on a worker the very bytes the main thread renders", async () => {
    const invoice = sampleInvoice({ serie: "FE25", numero: "000731" });
    const [inWorker, here] = await Promise.all([pool.run("invoicePdf", [invoice]), renderInvoicePdf(invoice)]);
    expect(Buffer.isBuffer(inWorker)).toBe(true);
    expect(isPdf(inWorker)).toBe(true);
    expect(inWorker.equals(here)).toBe(true);
  });

  it("zips a year of invoice PDFs like before, entry for entry", async () => {
    const [inWorker, here] = await Promise.all([pool.run("invoicesZip", [year]), renderInvoicesZip(year)]);
    expect(inWorker.equals(here)).toBe(true);
    const entries = await zipEntries(inWorker);
    expect(entries.map((e) => e.name)).toEqual(year.map((i) => `Factura-${i.numero}.pdf`));
    expect(entries.every((e) => isPdf(e.data))).toBe(true);
  });

  it("keeps proformas sharing their invoice ('PROFORMA 1 de 3') across the thread boundary", async () => {
    const proformas = proformasOf(sampleInvoice({ proformaCount: 3 }));
    const inWorker = await pool.run("proformasPdf", [proformas]);
    expect(inWorker.equals(await renderProformasPdf(proformas))).toBe(true);
    expect(await pdfText(inWorker)).toContain("FACTURA PROFORMA 3 de 3");
  });

  it("returns a workbook with the same rows", async () => {
    const inWorker = await pool.run("invoicesXlsx", [year, "Electricidad"]);
    expect(await xlsxRows(inWorker)).toEqual(await xlsxRows(await renderInvoicesXlsx(year, "Electricidad")));
  });

  it("builds the SEPA mandate and the customer's data ZIP on a worker, byte for byte", async () => {
    const mandate = {
      reference: "LGI-7K2QX9M4TB8WPRVC",
      debtorName: "Ana García López",
      debtorTaxId: "12345678Z",
      debtorAddress: "Calle de Alcalá 1, 28020 Madrid",
      iban: "ES9121000418450200051332",
      codAbonado: "100001",
      cups: "ES0021000000100001XY",
      line: "Electricidad" as const,
      signedAt: new Date("2026-03-15T10:00:00Z"),
      acceptedIp: "127.0.0.1",
      acceptedUserAgent: "Prueba/1.0",
    };
    const now = new Date("2026-03-15T10:00:00Z");
    expect((await pool.run("mandatePdf", [mandate, now])).equals(await buildMandatePdf(mandate, now))).toBe(true);
    const parts = [{ path: "perfil", description: "tu cuenta.", rows: [{ usuario: "ana", telefono: null }] }];
    const zip = await pool.run("dataExportZip", [parts, now.toISOString()]);
    expect(zip.equals(await buildDataExportZip(parts, now.toISOString()))).toBe(true);
    const entries = await zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(["README.txt", "perfil.json", "perfil.csv"]);
    expect(entries[2]!.data.toString("utf8")).toBe(rowsToCsv(parts[0]!.rows));
    expect(rowsToCsv(parts[0]!.rows)).toBe("usuario;telefono\r\nana;\r\n");
  });

  it("drops a queued task whose client left", async () => {
    const busy = pool.run("invoicesZip", [year]);
    const gone = new AbortController();
    const queued = pool.run("invoicePdf", [sampleInvoice()], gone.signal);
    gone.abort();
    await expect(queued).rejects.toThrow(/abort/i);
    await expect(busy).resolves.toBeInstanceOf(Buffer);
  });
});

describe("ownBytes", () => {
  it("moves a buffer that owns its memory, and copies a slice of Node's shared pool", () => {
    const large = Buffer.alloc(64 * 1024, 1);
    expect(ownBytes(large).buffer).toBe(large.buffer);
    const small = Buffer.from("a small file");
    const own = ownBytes(small);
    expect(own.buffer).not.toBe(small.buffer);
    expect(own.byteLength).toBe(own.buffer.byteLength);
    expect(Buffer.from(own).toString()).toBe("a small file");
  });
});

describe("workerExecArgv", () => {
  it("adds tsx only when the process does not run under it already", () => {
    expect(workerExecArgv(["--import", "tsx"])).toBeUndefined();
    expect(workerExecArgv(["--require", "/x/node_modules/tsx/dist/preflight.cjs"])).toBeUndefined();
    expect(workerExecArgv(["--conditions", "development"])).toEqual(["--import", "tsx"]);
  });

  it("adds nothing to the compiled server, whose worker is JavaScript (tsx is not installed in production)", () => {
    expect(workerExecArgv(["--conditions", "development"], true)).toBeUndefined();
  });
});
