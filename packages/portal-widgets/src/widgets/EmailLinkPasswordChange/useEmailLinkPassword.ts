"use client";

import { ApiMessage } from "@oficina-virtual/api-contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { publicQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf } from "../shared/account/callFailure";

export type LinkState = "checking" | "valid" | "expired";

/** The token is checked when the page opens; 'Error al validar usuario.' (or no answer,
 * or no token at all) means the link is dead. */
export function useEmailLinkToken(token: string): LinkState {
  const { client } = usePortal();
  const check = useQuery({ ...publicQueries.emailToken(client, token), enabled: token !== "", staleTime: Infinity });
  if (token === "") return "expired";
  if (check.isPending) return "checking";
  if (check.isError || !check.data || check.data.mensaje === ApiMessage.invalidEmailToken) return "expired";
  return "valid";
}

/** PUT updatePassword with the token and the new password in headers; 204 is success. */
export function useUpdatePassword() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      outcomeOf(
        () => client.call("updatePassword", { headers: { token, newPassword } }),
        () => 204,
      ),
  });
}
