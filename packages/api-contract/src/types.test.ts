import { expectTypeOf } from "vitest";
import type { RouteAnswer, RouteInput, RouteOutput } from "./route";
import type { Routes } from "./routes";
import type { ContractInvoiceList, Invoice, InvoiceSearchResult } from "./schemas/clientInvoice";
import type { Line } from "./schemas/common";
import type { ContractInvoicesResponse } from "./schemas/contracts";
import type { CupsMeResponse, SupplyPoint } from "./schemas/cups";
import type { FullbillingInvoice, FullbillingResponse } from "./schemas/invoices";
import type { TelemetryPoint } from "./schemas/telemetry";

type NoInput = Record<never, never>;

/* Compile-time checks (tsc runs them; at run time they are no-ops). */

describe("types callers see", () => {
  it("outputs are the clean types", () => {
    expectTypeOf<RouteAnswer<Routes["fullbilling"]>>().toEqualTypeOf<FullbillingResponse>();
    expectTypeOf<FullbillingResponse["Invoice"]>().toEqualTypeOf<FullbillingInvoice[]>();
    expectTypeOf<FullbillingInvoice["line"]>().toEqualTypeOf<Line>();
    expectTypeOf<FullbillingInvoice["total"]["amount"]>().toEqualTypeOf<number>();
    // Both invoice answers reach callers as one Invoice type.
    expectTypeOf<RouteOutput<Routes["fullbilling"]>>().toEqualTypeOf<InvoiceSearchResult>();
    expectTypeOf<RouteOutput<Routes["searchOneInvoice"]>>().toEqualTypeOf<InvoiceSearchResult>();
    expectTypeOf<RouteAnswer<Routes["contractInvoices"]>>().toEqualTypeOf<ContractInvoicesResponse>();
    expectTypeOf<RouteOutput<Routes["contractInvoices"]>>().toEqualTypeOf<ContractInvoiceList>();
    expectTypeOf<RouteOutput<Routes["contractInvoiceCharts"]>["invoices"]>().toEqualTypeOf<Invoice[]>();
    expectTypeOf<RouteOutput<Routes["cupsMe"]>>().toEqualTypeOf<RouteAnswer<Routes["cupsMe"]>>();
    expectTypeOf<CupsMeResponse["cupsAsociados"]["select"]>().toEqualTypeOf<SupplyPoint[]>();
    expectTypeOf<RouteOutput<Routes["telemetry"]>["Telemetry"]["select"]>().toEqualTypeOf<TelemetryPoint[]>();
    expectTypeOf<RouteOutput<Routes["contractPdf"]>>().toEqualTypeOf<Blob>();
    expectTypeOf<RouteOutput<Routes["logout"]>>().toEqualTypeOf<void>();
  });

  it("inputs accept the wire forms and leave optional parts out", () => {
    expectTypeOf<NoInput>().toExtend<RouteInput<Routes["cupsMe"]>>();
    expectTypeOf<{ body: { title: string } }>().not.toExtend<RouteInput<Routes["issueAdd"]>>();
    expectTypeOf<NoInput>().not.toExtend<RouteInput<Routes["logout"]>>();
    expectTypeOf<{ headers: { refresh_token: string } }>().toExtend<RouteInput<Routes["logout"]>>();
    expectTypeOf<{ query: { start: 2; minPrice: "10"; isDefaultQuery: true } }>().toExtend<RouteInput<Routes["fullbilling"]>>();
    expectTypeOf<{ params: { line: "gas" }; query: NoInput }>().toExtend<RouteInput<Routes["invoicesExcel"]>>();
  });
});
