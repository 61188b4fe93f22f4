/*
 * The spec's data quirks, modelled once. Every helper here is idempotent: it accepts its
 * own output, because the reference server validates the response objects it builds with
 * the same schemas the client then parses again.
 */
export * from "./booleans";
export * from "./dates";
export * from "./lines";
export * from "./lists";
export * from "./numbers";
export * from "./requests";
export * from "./strings";
