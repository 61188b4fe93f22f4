// The contract PDF and the unified-invoice flags live here, beside cupsMe, so the home's
// calls build their schemas without the invoice screens' ones.
export * from "./contractPdf";
export * from "./debugLog";
export * from "./signupLookup";
export * from "./supplyPoints";
export * from "./unifiedInvoiceLines";
