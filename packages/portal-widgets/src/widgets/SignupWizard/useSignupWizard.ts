"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { publicQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import type { SignupVariant } from "../../forms";
import { callFailure, isConnectionFailure } from "../shared/account/callFailure";
import { type SignupData, signupRequest, signupStatusFromAnswer, userCupsQuery } from "./signupForm";

export interface SignupOutcome {
  status: number;
  code?: string | number | undefined;
  /** No answer arrived (status 0 from a failed connection, not an empty lookup). */
  offline?: boolean;
}

/** Step 2's contracts for the supplied tax id (or the administrator's e-mail). */
export function useSignupContracts(data: SignupData | null, variant: SignupVariant) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const role = variant === "administrator" ? "administrator" : "customer";
  const options = publicQueries.userCups(client, role, data ? userCupsQuery(data, variant) : {});
  const query = useQuery({ ...options, enabled: data !== null, retry: false, staleTime: 0 });
  return {
    query,
    /** "Going back from step 2 clears the results." */
    clear: () => queryClient.removeQueries({ queryKey: options.queryKey }),
  };
}

/** The signup call; resolves to the status the spec's messages are keyed by. */
export function useSignupSend() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: async ({ data, variant }: { data: SignupData; variant: SignupVariant }): Promise<SignupOutcome> => {
      const { body, role, ...rest } = signupRequest(data, variant);
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
