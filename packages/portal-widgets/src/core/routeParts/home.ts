// Only ever imported dynamically (apiClient.ts): one part of the contract's route table,
// with the schemas of its calls, becomes a chunk of its own.
export { homeRoutes as routes } from "@oficina-virtual/api-contract";
