// Only ever imported dynamically (apiClient.ts): one part of the contract's route table,
// with the schemas of its calls, becomes a chunk of its own.
export { telemetryRoutes as routes } from "@oficina-virtual/api-contract";
