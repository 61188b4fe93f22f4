"use client";

import type { BankAccountChange, BankAccountChangeBody } from "@oficina-virtual/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortal } from "../../../core/react/portalHooks";
import { useFileDownload } from "../../../core/react/useFileDownload";

/** These calls always answer a body; an empty answer (a 204) is a failure, not "no account". */
function answered<T>(answer: T | null): T {
  if (answer === null) throw new Error("Respuesta vacía");
  return answer;
}

export const bankAccountKey = (contractCode: string) => ["bankAccount", contractCode] as const;

/** The contract's account (masked), its holder and the earlier accounts. */
export function useBankAccount(contractCode: string | null) {
  const { client } = usePortal();
  return useQuery({
    queryKey: bankAccountKey(contractCode ?? ""),
    queryFn: async ({ signal }) => answered(await client.call("bankAccount", { params: { contractCode: contractCode ?? "" }, signal })),
    enabled: contractCode !== null,
  });
}

/** The change; the account is read again once it is stored (history and all). */
export function useChangeBankAccount(contractCode: string) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  return useMutation<BankAccountChange, unknown, BankAccountChangeBody>({
    mutationFn: async (body) => answered(await client.call("bankAccountChange", { params: { contractCode }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKey(contractCode) }),
  });
}

/** Saves a mandate's PDF as 'Mandato-{reference}.pdf'; resolves to whether it was saved. */
export function useMandateDownload(contractCode: string) {
  const { client } = usePortal();
  const { download, isPending } = useFileDownload();
  const save = async (reference: string) => {
    const fileName = `Mandato-${reference}.pdf`;
    const outcome = await download(() => client.download("bankMandatePdf", { params: { contractCode, reference } }), { fileName });
    return outcome.ok;
  };
  return { save, isPending: (reference: string) => isPending(`Mandato-${reference}.pdf`) };
}
