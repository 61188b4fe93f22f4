export * from "./detail";
export * from "./downloads";
export * from "./invoices";
