export * from "./energyTelemetry";
export * from "./loadCurve";
