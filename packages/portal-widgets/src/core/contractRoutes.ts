// Only ever imported dynamically (apiClient.ts): the contract's route table and every
// schema it holds, with zod, become a chunk of their own.
export { routes } from "@oficina-virtual/api-contract";
