"use client";

import type { SignupCodeResponse } from "@oficina-virtual/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { publicQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import type { SignupVariant } from "../../forms";
import { type CallFailure, callFailure, isConnectionFailure } from "../shared/account/callFailure";
import { type SignupData, signupCodeBody, signupRequest, signupStatusFromAnswer, userCupsQuery } from "./signupForm";

export interface SignupOutcome {
  status: number;
  code?: string | number | undefined;
  /** No answer arrived (status 0 from a failed connection, not an empty lookup). */
  offline?: boolean;
}

/** The summary's contracts for the supplied tax id (or the administrator's e-mail), asked
 * for once a code was typed. */
export function useSignupContracts(data: SignupData | null, code: string | null, variant: SignupVariant) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const role = variant === "administrator" ? "administrator" : "customer";
  const options = publicQueries.userCups(client, role, data && code ? userCupsQuery(data, variant, code) : {});
  const query = useQuery({ ...options, enabled: data !== null && code !== null, retry: false, staleTime: 0 });
  return {
    query,
    /** "Going back from step 2 clears the results": every code's, so a code typed again is
     * checked again. */
    clear: () => queryClient.removeQueries({ queryKey: options.queryKey.slice(0, 2) }),
  };
}

export type CodeRequestOutcome = { ok: true; answer: SignupCodeResponse } | ({ ok: false; offline: boolean } & CallFailure);

/** Sends the one-time code to the contact on file; never rejects. */
export function useSignupCodeRequest() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: async ({ data, variant }: { data: SignupData; variant: SignupVariant }): Promise<CodeRequestOutcome> => {
      const administrator = variant === "administrator";
      try {
        const answer = await client.call("signupCode", {
          body: signupCodeBody(data, variant),
          query: { isAdministradorFinca: administrator },
          role: administrator ? "administrator" : "customer",
        });
        // An answer without a body (a 204 of another server) still means sent: nothing to show of where.
        return { ok: true, answer: answer ?? { code: 204, mensaje: "", destinos: {} } };
      } catch (error) {
        return { ok: false, offline: isConnectionFailure(error), ...callFailure(error) };
      }
    },
  });
}

/** The signup call; resolves to the status the spec's messages are keyed by. */
export function useSignupSend() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: async ({ data, variant, code }: { data: SignupData; variant: SignupVariant; code: string }): Promise<SignupOutcome> => {
      const { body, role, ...rest } = signupRequest(data, variant, code);
      try {
        const answer = await client.call("signup", { body, role, ...("query" in rest ? { query: rest.query } : {}) });
        return { status: signupStatusFromAnswer(answer), code: answer?.code };
      } catch (error) {
        if (isConnectionFailure(error)) return { status: 0, offline: true };
        const { status, code } = callFailure(error);
        return { status, code };
      }
    },
  });
}
