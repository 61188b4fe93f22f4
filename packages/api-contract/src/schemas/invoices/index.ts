export * from "./pdfs";
export * from "./priceLimits";
export * from "./proformas";
export * from "./searchFilters";
export * from "./searchResults";
