import type { RouteInput } from "@oficina-virtual/api-contract";
import { queryOptions } from "@tanstack/react-query";
import type { Role } from "../client/clientTypes";
import type { PortalApiClient, PortalRoutes } from "../client/contractClient";
import { PUBLIC_QUERY_DOMAIN } from "./publicDomain";

/*
 * One queryOptions() factory per domain. Keys are [domain, what, ...params], so
 * `queryClient.invalidateQueries({ queryKey: issueQueries.all() })` reloads a whole domain
 * (after a new issue: the open count and the list). Every factory takes the client first:
 *
 *   const { client } = usePortal();
 *   const { data } = useQuery(issueQueries.detail(client, id));
 *
 * Queries that need no login live under the public domain; logout and expiry remove
 * every other query (see removeAuthenticatedQueries).
 */

export { PUBLIC_QUERY_DOMAIN };

type QueryOf<K extends keyof PortalRoutes> = RouteInput<PortalRoutes[K]> extends { query?: infer Q } ? NonNullable<Q> : never;

export type ContractFilters = QueryOf<"cupsMe">;
export type ContractInvoicesQuery = QueryOf<"contractInvoices">;
export type InvoiceSearchParams = QueryOf<"fullbilling">;
export type AdminInvoiceSearchParams = QueryOf<"filterFullbilling">;
export type UnicasGasParams = QueryOf<"unicasGasInvoices">;
export type TelemetryQuery = QueryOf<"telemetry">;
export type LoadCurveQuery = QueryOf<"curvas">;
export type SelfConsumptionQuery = QueryOf<"selfConsumption">;
export type UserCupsQuery = QueryOf<"userCups">;

export const sessionQueries = {
  all: () => ["session"] as const,
  profile: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["session", "profile"] as const,
      queryFn: ({ signal }) => client.call("me", { signal }),
    }),
};

export const contractQueries = {
  all: () => ["contracts"] as const,
  /** The home's contracts and line totals: filters plus one page number per line. */
  list: (client: PortalApiClient, filters: ContractFilters = {}) =>
    queryOptions({
      queryKey: ["contracts", "list", filters] as const,
      queryFn: ({ signal }) => client.call("cupsMe", { query: filters, signal }),
    }),
  invoices: (client: PortalApiClient, query: ContractInvoicesQuery) =>
    queryOptions({
      queryKey: ["contracts", "invoices", query] as const,
      queryFn: ({ signal }) => client.call("contractInvoices", { query, signal }),
    }),
  invoiceCharts: (client: PortalApiClient, query: ContractInvoicesQuery) =>
    queryOptions({
      queryKey: ["contracts", "invoiceCharts", query] as const,
      queryFn: ({ signal }) => client.call("contractInvoiceCharts", { query, signal }),
    }),
  priceLimits: (client: PortalApiClient, query: QueryOf<"contractPriceLimits">) =>
    queryOptions({
      queryKey: ["contracts", "priceLimits", query] as const,
      queryFn: ({ signal }) => client.call("contractPriceLimits", { query, signal }),
    }),
  /** The administrator screen's "Detalles del Contrato" popup. */
  adminDetail: (client: PortalApiClient, query: QueryOf<"adminContractDetail">) =>
    queryOptions({
      queryKey: ["contracts", "adminDetail", query] as const,
      queryFn: ({ signal }) => client.call("adminContractDetail", { query, signal }),
    }),
};

export const issueQueries = {
  all: () => ["issues"] as const,
  list: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["issues", "list"] as const,
      queryFn: ({ signal }) => client.call("issuesList", { signal }),
    }),
  openCount: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["issues", "openCount"] as const,
      queryFn: ({ signal }) => client.call("issuesOpenCount", { signal }),
    }),
  detail: (client: PortalApiClient, issueId: string) =>
    queryOptions({
      queryKey: ["issues", "detail", issueId] as const,
      queryFn: ({ signal }) => client.call("issueDetail", { query: { issueId }, signal }),
    }),
  categories: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["issues", "categories"] as const,
      queryFn: ({ signal }) => client.call("issueCategories", { signal }),
    }),
  subcategories: (client: PortalApiClient, category: string) =>
    queryOptions({
      queryKey: ["issues", "subcategories", category] as const,
      queryFn: ({ signal }) => client.call("issueSubcategories", { query: { category }, signal }),
    }),
};

export const invoiceQueries = {
  all: () => ["invoices"] as const,
  /** fullbilling; resolves to null on 204 ("no data"). */
  search: (client: PortalApiClient, params: InvoiceSearchParams = {}) =>
    queryOptions({
      queryKey: ["invoices", "search", params] as const,
      queryFn: ({ signal }) => client.call("fullbilling", { query: params, signal }),
    }),
  /** The administrator screen's filterfullbilling. */
  adminSearch: (client: PortalApiClient, params: AdminInvoiceSearchParams = {}) =>
    queryOptions({
      queryKey: ["invoices", "adminSearch", params] as const,
      queryFn: ({ signal }) => client.call("filterFullbilling", { query: params, signal }),
    }),
  /** "Encontrar factura": one invoice by number. */
  one: (client: PortalApiClient, invoice: string) =>
    queryOptions({
      queryKey: ["invoices", "one", invoice] as const,
      queryFn: ({ signal }) => client.call("searchOneInvoice", { query: { invoice }, signal }),
    }),
  unicasGas: (client: PortalApiClient, params: UnicasGasParams = {}) =>
    queryOptions({
      queryKey: ["invoices", "unicasGas", params] as const,
      queryFn: ({ signal }) => client.call("unicasGasInvoices", { query: params, signal }),
    }),
  priceLimits: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["invoices", "priceLimits"] as const,
      queryFn: ({ signal }) => client.call("priceLimits", { signal }),
    }),
  /** 'Importe pendiente': the caller's unpaid invoices (or one contract's) and their sum. */
  paymentStatus: (client: PortalApiClient, contractCode?: string) =>
    queryOptions({
      queryKey: ["invoices", "paymentStatus", contractCode ?? null] as const,
      queryFn: ({ signal }) => client.call("paymentStatus", { query: contractCode ? { contractCode } : {}, signal }),
    }),
  /** Whether the customer has unified invoices, per line. */
  unicasAssociate: (client: PortalApiClient) =>
    queryOptions({
      queryKey: ["invoices", "unicasAssociate"] as const,
      queryFn: ({ signal }) => client.call("isUnicaInvoicesAssociate", { signal }),
    }),
};

export const telemetryQueries = {
  all: () => ["telemetry"] as const,
  readings: (client: PortalApiClient, query: TelemetryQuery) =>
    queryOptions({
      queryKey: ["telemetry", "readings", query] as const,
      queryFn: ({ signal }) => client.call("telemetry", { query, signal }),
    }),
  loadCurve: (client: PortalApiClient, query: LoadCurveQuery) =>
    queryOptions({
      queryKey: ["telemetry", "loadCurve", query] as const,
      queryFn: ({ signal }) => client.call("curvas", { query, signal }),
    }),
  /** The load curve's 'Autoconsumo' for the range on show. */
  selfConsumption: (client: PortalApiClient, query: SelfConsumptionQuery) =>
    queryOptions({
      queryKey: ["telemetry", "selfConsumption", query] as const,
      queryFn: ({ signal }) => client.call("selfConsumption", { query, signal }),
    }),
};

/** The money insights: an invoice's breakdown, its comparison with another, and
 * the cost of the billing period in progress. Saving an alert invalidates the contract's
 * month (it carries the alert). */
export const insightQueries = {
  all: () => ["insights"] as const,
  breakdown: (client: PortalApiClient, query: QueryOf<"invoiceBreakdown">) =>
    queryOptions({
      queryKey: ["insights", "breakdown", query] as const,
      queryFn: ({ signal }) => client.call("invoiceBreakdown", { query, signal }),
    }),
  comparison: (client: PortalApiClient, query: QueryOf<"invoiceComparison">) =>
    queryOptions({
      queryKey: ["insights", "comparison", query] as const,
      queryFn: ({ signal }) => client.call("invoiceComparison", { query, signal }),
    }),
  month: (client: PortalApiClient, contractCode: string) =>
    queryOptions({
      queryKey: ["insights", "month", contractCode] as const,
      queryFn: ({ signal }) => client.call("costThisMonth", { params: { contractCode }, signal }),
    }),
};

/** The insight on contracted power. */
export const powerQueries = {
  all: () => ["power"] as const,
  insight: (client: PortalApiClient, codAbonado: string) =>
    queryOptions({
      queryKey: ["power", "insight", codAbonado] as const,
      queryFn: ({ signal }) => client.call("powerInsight", { params: { codAbonado }, signal }),
    }),
};

/** Calls made before login (kept across logout). */
export const publicQueries = {
  all: () => [PUBLIC_QUERY_DOMAIN] as const,
  /** The login diagnostic's "Comprobar conexión". */
  connection: (client: PortalApiClient) =>
    queryOptions({
      queryKey: [PUBLIC_QUERY_DOMAIN, "connection"] as const,
      queryFn: ({ signal }) => client.call("checkConnection", { signal }),
      retry: false,
    }),
  /** Signup step 2: the CUPS found for a tax id (customers) or an e-mail (administrators). */
  userCups: (client: PortalApiClient, role: Role, query: UserCupsQuery) =>
    queryOptions({
      queryKey: [PUBLIC_QUERY_DOMAIN, "userCups", role, query] as const,
      queryFn: ({ signal }) => client.call("userCups", { query, signal, role }),
    }),
  /** An e-mail link token, checked when its page opens. */
  emailToken: (client: PortalApiClient, token: string) =>
    queryOptions({
      queryKey: [PUBLIC_QUERY_DOMAIN, "emailToken", token] as const,
      queryFn: ({ signal }) => client.call("validateEmailToken", { headers: { token }, signal }),
      retry: false,
    }),
};

/** Every contract of the caller, both lines, read page after page of cupsMe (10 per page
 * and line): the new-request form offers only the user's own CUPS. Under the contracts
 * domain, so it is dropped with the rest on logout. */
export const allContractsQuery = (client: PortalApiClient, maxPages = 100) =>
  queryOptions({
    queryKey: ["contracts", "all"] as const,
    queryFn: async ({ signal }) => {
      const pageOf = (page: number) =>
        client.call("cupsMe", { query: { startPaginationElectricidad: page, startPaginationGas: page }, signal });
      const first = await pageOf(1);
      const rows = [...(first?.cupsAsociados.select ?? [])];
      const pages = Math.min(maxPages, Math.ceil(Math.max(first?.totalElectricidad ?? 0, first?.totalGas ?? 0) / 10));
      for (let page = 2; page <= pages; page += 1) rows.push(...((await pageOf(page))?.cupsAsociados.select ?? []));
      return rows;
    },
  });
