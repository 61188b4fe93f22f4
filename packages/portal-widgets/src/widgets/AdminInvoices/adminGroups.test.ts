import type { Invoice } from "@oficina-virtual/api-contract";
import { describe, expect, it } from "vitest";
import { groupByCif } from "./adminGroups";

const invoice = (number: string, taxId: string | null, amount: number, address: string | null = null) =>
  ({ number, taxId, amount, address, currency: "EUR" }) as Invoice;

describe("groupByCif", () => {
  it("groups by comunidad in the order of their newest invoice, rows kept in order, totals to the cent", () => {
    const groups = groupByCif([
      invoice("1", "H28103455", 0.1, "Calle Mayor 12, Madrid"),
      invoice("2", "H08217766", 40, "Avinguda Diagonal 340, Barcelona"),
      invoice("3", "H28103455", 0.2, "Calle Mayor 12, Ascensor, Madrid"),
      invoice("4", " H28103455 ", 10.005),
    ]);
    expect(groups.map((group) => group.cif)).toEqual(["H28103455", "H08217766"]);
    expect(groups[0]?.invoices.map((i) => i.number)).toEqual(["1", "3", "4"]);
    // The parts the supplies share: the building, not one supply's own part.
    expect(groups[0]?.address).toBe("Calle Mayor 12");
    expect(groups[1]?.address).toBe("Avinguda Diagonal 340, Barcelona");
    expect(groups[0]?.total).toBe(10.31);
    expect(groups[1]?.total).toBe(40);
  });

  it("puts invoices without a CIF together under ''", () => {
    const groups = groupByCif([invoice("1", null, 5), invoice("2", "", 6)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ cif: "", address: "", total: 11 });
  });
});
