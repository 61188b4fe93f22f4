"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { type CallOutcome, callFailure } from "../shared/account/callFailure";

/** The query of 'Datos de contacto'; a confirmed change refetches it. */
export const CONTACT_DETAILS_KEY = ["account", "contactDetails"] as const;

export function useContactDetails() {
  const { client } = usePortal();
  return useQuery({ queryKey: CONTACT_DETAILS_KEY, queryFn: ({ signal }) => client.call("contactDetails", { signal }), retry: false });
}

async function outcome(call: () => Promise<unknown>): Promise<CallOutcome> {
  try {
    await call();
    return { ok: true, status: 200 };
  } catch (error) {
    return { ok: false, ...callFailure(error) };
  }
}

/** The calls of the forms: never a rejection, the outcome to show. A success refetches the
 * details (the pending address, the new masked phone). */
export function useContactChanges() {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const refresh = (result: CallOutcome) => {
    if (result.ok) void queryClient.invalidateQueries({ queryKey: CONTACT_DETAILS_KEY });
  };
  const mutation = <T>(run: (input: T) => Promise<unknown>) => ({
    mutationFn: (input: T) => outcome(() => run(input)),
    onSuccess: refresh,
  });
  return {
    phone: useMutation(mutation((telefono: string) => client.call("phoneChange", { body: { telefono } }))),
    confirmPhone: useMutation(
      mutation(({ telefono, codigo }: { telefono: string; codigo: string }) => client.call("phoneConfirm", { body: { telefono, codigo } })),
    ),
    email: useMutation(mutation((email: string) => client.call("emailChange", { body: { email } }))),
  };
}
