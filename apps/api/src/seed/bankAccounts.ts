import { createHash } from "node:crypto";
import { spanishIban } from "@oficina-virtual/api-contract";
import type { Database } from "../db/client";
import { bankAccounts, holders } from "../db/schema";
import { type IsoDate, utcMidnight } from "./dates";
import type { StoredContract } from "./inserts";

// Banks and branches of the demo accounts (real bank codes, made-up branches and accounts).
const BANK_BRANCHES = ["21000418", "00491500", "00810200", "20386100"] as const;

/** The demo IBAN of a contract: valid (both Spanish control digits and mod 97), one per
 * contract, the same on every seed. */
export function demoIban(codAbonado: string): string {
  const bankBranch = BANK_BRANCHES[Number(codAbonado) % BANK_BRANCHES.length]!;
  return spanishIban(bankBranch, codAbonado.padStart(10, "0").slice(-10));
}

/** Every contract's current account, in the holder's name, with a mandate signed on the day
 * the contract started. The references are derived, not random, so a seed repeats; the
 * portal's own changes get random ones (db/bankAccounts). */
export async function insertDemoBankAccounts(tx: Database, all: readonly StoredContract[], today: IsoDate): Promise<number> {
  const names = new Map((await tx.select().from(holders)).map((holder) => [holder.taxId, holder.name]));
  const rows = all.map((c) => ({
    contractId: c.id,
    iban: demoIban(c.row.codAbonado),
    holderName: names.get(c.row.holderTaxId) ?? "",
    mandateReference: `LGI-${createHash("sha256").update(`demo-mandate:${c.row.codAbonado}`).digest("hex").slice(0, 16).toUpperCase()}`,
    signedAt: utcMidnight((c.row.fechaAlta < today ? c.row.fechaAlta : today) as IsoDate),
  }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(bankAccounts).values(rows.slice(i, i + 500));
  return rows.length;
}
