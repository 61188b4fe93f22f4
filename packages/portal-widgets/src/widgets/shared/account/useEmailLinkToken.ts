"use client";

import { ApiMessage } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import { publicQueries } from "../../../core/queries/domainQueries";
import { usePortal } from "../../../core/react/portalHooks";

export type LinkState = "checking" | "valid" | "expired";

/**
 * The e-mail token screens check their token when the page opens (part 1 §4); 'Error al
 * validar usuario.' (or no answer, or no token at all) means the link is dead. A query,
 * not an effect: StrictMode's second mount and re-renders reuse the one call.
 */
export function useEmailLinkToken(token: string): LinkState {
  const { client } = usePortal();
  const check = useQuery({ ...publicQueries.emailToken(client, token), enabled: token !== "", staleTime: Infinity });
  if (token === "") return "expired";
  if (check.isPending) return "checking";
  if (check.isError || !check.data || check.data.mensaje === ApiMessage.invalidEmailToken) return "expired";
  return "valid";
}
