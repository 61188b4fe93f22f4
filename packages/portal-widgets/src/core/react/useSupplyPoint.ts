"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { contractQueries } from "../queries/domainQueries";
import { usePortal } from "./portalHooks";

export type SupplyPointState =
  | { status: "loading"; supplyPoint: undefined }
  | { status: "found"; supplyPoint: SupplyPoint }
  /** The id is not one of the caller's contracts (or does not exist). */
  | { status: "notFound"; supplyPoint: undefined }
  | { status: "error"; supplyPoint: undefined; error: unknown };

/**
 * The caller's supply point for a contract id from the URL (`/invoices/{codAbonado}`…).
 * It is read from the server, not only from the product picked on the home page, so a
 * deep link opened in a new tab works; the match is exact (the server's filter is
 * "contains"). The found point becomes the session's selected product.
 */
export function useSupplyPoint(codAbonado: string): SupplyPointState {
  const { client, session } = usePortal();
  const query = useQuery({
    ...contractQueries.list(client, { contract: codAbonado }),
    enabled: codAbonado.trim() !== "",
    staleTime: 5 * 60_000,
  });
  const supplyPoint = query.data?.cupsAsociados.select.find((row) => row.codAbonado === codAbonado);

  React.useEffect(() => {
    if (!supplyPoint) return;
    const selected = session.getState().selectedProduct;
    if (selected?.codAbonado === supplyPoint.codAbonado && selected.cups === supplyPoint.cups) return;
    session.setSelectedProduct({ line: supplyPoint.line, cups: supplyPoint.cups, codAbonado: supplyPoint.codAbonado });
  }, [session, supplyPoint]);

  if (codAbonado.trim() === "") return { status: "notFound", supplyPoint: undefined };
  if (query.isPending) return { status: "loading", supplyPoint: undefined };
  if (query.isError) return { status: "error", supplyPoint: undefined, error: query.error };
  return supplyPoint ? { status: "found", supplyPoint } : { status: "notFound", supplyPoint: undefined };
}
