import type { SessionCell } from "./sessionCell";
import { SESSION_KEYS } from "./sessionKeys";
import { TOTAL_FIELDS } from "./sessionState";
import type { SessionStore } from "./sessionTypes";

/** What the portal learns during a session and keeps with it: the contract totals, the
 * unified invoices, the supply point, the login form's checkbox and /login's one-shot texts. */
export type SessionFacts = Pick<
  SessionStore,
  "setTotals" | "setHasUnicas" | "setSelectedProduct" | "rememberAdministradorFinca" | "clearLeaving"
>;

export function sessionFacts(cell: SessionCell): SessionFacts {
  return {
    setTotals(totals) {
      const state = cell.state();
      const next = { ...state.totals };
      for (const field of TOTAL_FIELDS) {
        const value = totals[field];
        if (value === undefined) continue;
        next[field] = value;
        cell.persist(SESSION_KEYS[field], value === null ? null : String(value));
      }
      if (TOTAL_FIELDS.some((field) => next[field] !== state.totals[field])) cell.set({ totals: next });
    },
    setHasUnicas(value) {
      cell.persist(SESSION_KEYS.hasUnicasInvoices, String(value));
      cell.set({ hasUnicasInvoices: value });
    },
    setSelectedProduct(product) {
      cell.persist(SESSION_KEYS.selectedProduct, product ? JSON.stringify(product) : null);
      cell.set({ selectedProduct: product });
    },
    rememberAdministradorFinca(value) {
      cell.persist(SESSION_KEYS.rememberedAdministradorFinca, String(value));
      cell.set({ rememberedAdministradorFinca: value });
    },
    clearLeaving() {
      cell.storage.removeItem(SESSION_KEYS.isLeaving);
      cell.storage.removeItem(SESSION_KEYS.logoutReason);
      cell.set({ isLeaving: false, logoutReason: null });
    },
  };
}
