export * from "./alert";
export * from "./breakdown";
export * from "./comparison";
export * from "./money";
export * from "./projection";
