import type { Invoice } from "@oficina-virtual/api-contract";
import { sumAmounts } from "../../domain/money";

/** One comunidad's invoices on the page, in the list's order (newest first). */
export interface AdminGroup {
  /** The comunidad's CIF; '' for invoices that carry none. */
  cif: string;
  /** The building the administrator knows it by: what its supplies' addresses share up to a
   * comma ('Calle Granada 61' of '…, Garaje' and '…, Ascensor'), else its newest one's. */
  address: string;
  invoices: Invoice[];
  /** The sum of the group's amounts, in euros. */
  total: number;
}

/**
 * The page's invoices by comunidad de propietarios: an administrator manages buildings, each
 * one holder with one CIF and several supplies (common areas, lift, boiler), and pays per
 * comunidad. Groups come in the order of their newest invoice; the rows keep their order.
 */
export function groupByCif(invoices: readonly Invoice[]): AdminGroup[] {
  const groups = new Map<string, Omit<AdminGroup, "total">>();
  for (const invoice of invoices) {
    const cif = invoice.taxId?.trim() ?? "";
    const group = groups.get(cif) ?? { cif, address: invoice.address?.trim() ?? "", invoices: [] };
    group.invoices.push(invoice);
    groups.set(cif, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    address: buildingAddress(group.invoices.map((invoice) => invoice.address?.trim() ?? "")) || group.address,
    total: sumAmounts(group.invoices.map((invoice) => invoice.amount)),
  }));
}

/** The comma-separated parts every non-blank address starts with, joined again. */
function buildingAddress(addresses: readonly string[]): string {
  const parts = addresses.filter((address) => address !== "").map((address) => address.split(",").map((part) => part.trim()));
  const first = parts[0];
  if (!first) return "";
  let shared = first.length;
  for (const other of parts) {
    let index = 0;
    while (index < shared && other[index] === first[index]) index += 1;
    shared = index;
  }
  return first.slice(0, shared).join(", ");
}
