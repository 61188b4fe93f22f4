export * from "./energyTelemetry";
export * from "./loadCurve";
export * from "./selfConsumption";
