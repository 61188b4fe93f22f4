export * from "./requestSamples.testing";
export * from "./responseSamples.testing";
