import type { DataExport } from "@oficina-virtual/api-contract";
import { loadConfig } from "../../config";
import { type DocumentRunner, DocumentService } from "../../documents/pool/documentService";
import { call, type Fixture, openFixture } from "../customer/customer.testing";

/** A pool whose ZIPs wait until the test lets them finish (or fail). */
class HeldPool implements DocumentRunner {
  readonly tasks: Array<{ name: string; finish(): void; fail(error: Error): void }> = [];

  run(name: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.tasks.push({ name, finish: () => resolve(Buffer.alloc(400, 7)), fail: reject });
    });
  }

  async close(): Promise<void> {}
}

let f: Fixture;
let pool: HeldPool;
let documents: DocumentService;
beforeAll(async () => {
  pool = new HeldPool();
  documents = new DocumentService({ ...loadConfig({ OV_DEMO: "1" }), exportWorkers: 1, exportQueueLimit: 16 }, pool);
  f = await openFixture({}, documents);
}, 60_000);
afterAll(() => f.close());

const start = () => call(f.app, f.tokens.ana, { method: "POST", url: "/ov/user/api/mis-datos" });
const status = (id: string) => call(f.app, f.tokens.ana, { method: "GET", url: `/ov/user/api/mis-datos/${id}` });
const zip = (id: string) => call(f.app, f.tokens.ana, { method: "GET", url: `/ov/user/api/mis-datos/${id}/zip` });
const slots = () => documents.gate.count(`user:${f.callers.ana.userId}`);

/** Lets the newest held ZIP finish, and waits for the job to say so. */
async function finish(id: string, fail = false) {
  await vi.waitFor(() => expect(pool.tasks.length).toBeGreaterThan(0), { timeout: 20_000 });
  const task = pool.tasks.pop()!;
  if (fail) task.fail(new Error("worker died"));
  else task.finish();
  await vi.waitFor(async () => expect(((await status(id)).json() as DataExport).state).not.toBe("preparando"), { timeout: 20_000 });
}

describe("'Descargar mis datos' under the limits", () => {
  it("shows the progress while preparing, answers the same job to a second request, and 409 for its file until ready", async () => {
    const first = await start();
    expect(first.statusCode).toBe(202);
    const job = first.json() as DataExport;
    // The sections are read (90 %), the ZIP waits for its worker.
    await vi.waitFor(async () => expect(((await status(job.id)).json() as DataExport).progress).toBe(90), { timeout: 20_000 });
    expect(slots()).toBe(1);
    const again = await start();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: job.id, state: "preparando" });
    const early = await zip(job.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 409, mensaje: "Tus datos aún se están preparando. Espera a que la barra llegue al 100 %." });
    await finish(job.id);
    expect(slots()).toBe(0);
    expect((await status(job.id)).json()).toMatchObject({ state: "lista", progress: 100 });
    expect((await zip(job.id)).statusCode).toBe(200);
  });

  it("marks a job whose ZIP failed as an error in Spanish, and its file 409", async () => {
    const job = (await start()).json() as DataExport;
    await finish(job.id, true);
    expect((await status(job.id)).json()).toMatchObject({
      state: "error",
      message: "No se han podido preparar tus datos. Vuelve a pedirlos dentro de unos minutos.",
    });
    expect((await zip(job.id)).json()).toEqual({ code: 409, mensaje: "Esta descarga no se pudo preparar. Vuelve a pedir tus datos." });
    expect(slots()).toBe(0);
  });

  it("refuses a start with the downloads' 429 while the user's document slots are taken", async () => {
    const held = [documents.gate.enter(`user:${f.callers.ana.userId}`), documents.gate.enter(`user:${f.callers.ana.userId}`)];
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 429, mensaje: "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo." });
    for (const release of held) release();
  });

  it("allows five requests an hour, then 429 with the wait in Spanish", async () => {
    // Two were counted above (the refused one took its count back).
    for (let i = 0; i < 3; i++) {
      const response = await start();
      expect(response.statusCode).toBe(202);
      await finish((response.json() as DataExport).id);
    }
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, mensaje: expect.stringMatching(/^Has alcanzado el límite de envíos/) });
  });
});
