import { ExportBusyError, ExportGate, SERVER_BUSY, userBusy } from "./exportGate";

describe("ExportGate", () => {
  it("lets a user have two documents in flight and refuses the third with 429 and a wait", () => {
    const gate = new ExportGate({ perUser: 2, total: 10 });
    gate.enter("ana");
    gate.enter("ana");
    const third = (() => {
      try {
        gate.enter("ana");
      } catch (error) {
        return error;
      }
    })();
    expect(third).toBeInstanceOf(ExportBusyError);
    expect(third).toMatchObject({ status: 429, code: 429, mensaje: userBusy(2), retryAfterSeconds: 10 });
    expect(userBusy(2)).toBe("Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.");
    // Someone else is not held back by Ana.
    expect(() => gate.enter("luis")).not.toThrow();
  });

  it("gives the slot back once, however many times release is called", () => {
    const gate = new ExportGate({ perUser: 2, total: 10 });
    const first = gate.enter("ana");
    gate.enter("ana");
    first();
    first();
    expect(gate.count("ana")).toBe(1);
    expect(gate.count()).toBe(1);
    expect(() => gate.enter("ana")).not.toThrow();
    expect(() => gate.enter("ana")).toThrow(ExportBusyError);
  });

  it("bounds the whole server: past `total`, everyone waits", () => {
    const gate = new ExportGate({ perUser: 2, total: 3 });
    const release = gate.enter("a");
    gate.enter("b");
    gate.enter("c");
    expect(() => gate.enter("d")).toThrow(expect.objectContaining({ status: 429, mensaje: SERVER_BUSY, retryAfterSeconds: 5 }));
    release();
    expect(() => gate.enter("d")).not.toThrow();
  });

  it("words one slot per user in the singular", () => {
    expect(userBusy(1)).toBe("Ya tienes una descarga en curso. Espera a que termine e inténtalo de nuevo.");
    expect(userBusy(3)).toMatch(/^Ya tienes 3 descargas en curso/);
  });
});
