import type { ContractCorrespondence, Preferences } from "@oficina-virtual/api-contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";

/** Test support: 'Preferencias' over msw, a customer with an electricity and a gas contract. */

const address = { street: "Calle de Alcalá", number: "12 2º B", postalCode: "28020", town: "Madrid", province: "Madrid" };

export const correspondence = (contractCode: string, extra: Partial<ContractCorrespondence> = {}): ContractCorrespondence => ({
  contractCode,
  line: contractCode.startsWith("2") ? "Gas" : "Electricidad",
  cups: `ES0021${contractCode.padStart(12, "0")}XY`,
  paperless: false,
  custom: false,
  postalAddress: address,
  ...extra,
});

export const demoPreferences: Preferences = {
  language: "es",
  notices: { newInvoice: true, costAlert: true, requestUpdates: false },
  contracts: [correspondence("100001"), correspondence("200001", { paperless: true })],
};

export type PreferencesAnswer = Preferences | "loading" | "error";

/** GET answers `preferences`; the changes answer the new state, or 500 with `failChanges`. */
export function preferencesHandlers(
  apiBase: string,
  { preferences = demoPreferences, failChanges = false }: { preferences?: PreferencesAnswer; failChanges?: boolean } = {},
): HttpHandler[] {
  let state = typeof preferences === "object" ? structuredClone(preferences) : demoPreferences;
  const serverError = () => HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
  return [
    http.get(`${apiBase}/ov/user/api/preferences`, async () => {
      if (preferences === "loading") await delay("infinite");
      if (preferences === "error" || preferences === "loading") return serverError();
      return HttpResponse.json(state);
    }),
    http.put(`${apiBase}/ov/user/api/preferences`, async ({ request }) => {
      if (failChanges) return serverError();
      const body = (await request.json()) as Partial<Preferences>;
      state = { ...state, ...(body.language ? { language: body.language } : {}), notices: { ...state.notices, ...body.notices } };
      return HttpResponse.json(state);
    }),
    http.put(`${apiBase}/ov/contracts/api/:code/direccion-postal`, async ({ params, request }) => {
      if (failChanges) return serverError();
      const postalAddress = (await request.json()) as ContractCorrespondence["postalAddress"];
      state = {
        ...state,
        contracts: state.contracts.map((c) => (c.contractCode === params.code ? { ...c, custom: true, postalAddress } : c)),
      };
      return HttpResponse.json(state.contracts.find((c) => c.contractCode === params.code));
    }),
    http.put(`${apiBase}/ov/contracts/api/:code/factura-electronica`, async ({ params, request }) => {
      if (failChanges) return serverError();
      const { paperless } = (await request.json()) as { paperless: boolean };
      state = { ...state, contracts: state.contracts.map((c) => (c.contractCode === params.code ? { ...c, paperless } : c)) };
      return HttpResponse.json(state.contracts.find((c) => c.contractCode === params.code));
    }),
  ];
}
