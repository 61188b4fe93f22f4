export * from "./powerInsight";
