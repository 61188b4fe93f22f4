import { createSessionCell } from "./sessionCell";
import { sessionFacts } from "./sessionFacts";
import { SESSION_KEYS } from "./sessionKeys";
import { memoryStorage } from "./storage";

describe("sessionFacts", () => {
  it("stores each fact as text and in the state", () => {
    const storage = memoryStorage({ [SESSION_KEYS.isLeaving]: "true" });
    const cell = createSessionCell(storage);
    const facts = sessionFacts(cell);
    facts.setTotals({ totalGas: 2, totalElectricidad: null });
    facts.setHasUnicas(true);
    facts.setSelectedProduct({ line: "Gas", cups: "ES1", codAbonado: "7" });
    facts.rememberAdministradorFinca(true);
    facts.clearLeaving();
    expect(storage.snapshot()).toEqual({
      totalGas: "2",
      hasUnicasInvoices: "true",
      selectedProduct: JSON.stringify({ line: "Gas", cups: "ES1", codAbonado: "7" }),
      isAdministradorFinca: "true",
    });
    expect(cell.state()).toMatchObject({ hasUnicasInvoices: true, isLeaving: false, rememberedAdministradorFinca: true });
    expect(cell.state().totals.totalGas).toBe(2);
  });

  it("does not notify for totals that did not change", () => {
    const cell = createSessionCell(memoryStorage());
    const listener = vi.fn();
    cell.subscribe(listener);
    sessionFacts(cell).setTotals({ totalGas: null });
    expect(listener).not.toHaveBeenCalled();
  });
});
