import type { routes } from "@oficina-virtual/api-contract";
import type { ApiClient } from "./clientTypes";

export type PortalRoutes = typeof routes;

/** The client over the contract's route table: what widgets get from `usePortal()`. */
export type PortalApiClient = ApiClient<PortalRoutes>;
