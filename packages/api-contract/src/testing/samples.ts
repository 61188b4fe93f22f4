export * from "./requestSamples";
export * from "./responseSamples";
