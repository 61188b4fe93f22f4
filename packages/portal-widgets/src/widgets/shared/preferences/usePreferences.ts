"use client";

import type { Notices, PostalAddressBody, PreferenceLanguage, Preferences } from "@oficina-virtual/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortal } from "../../../core/react/portalHooks";

/** The query of 'Preferencias'; each change answers the new state, which replaces it. */
export const PREFERENCES_KEY = ["account", "preferences"] as const;

export function usePreferences() {
  const { client } = usePortal();
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => client.call("preferences", { signal }), retry: false });
}

/** The changes. Each resolves to whether it was saved (never a rejection: the widget
 * says it failed). */
export function usePreferenceChanges() {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const settle = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch {
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
    }
  };
  const replace = (next: Preferences | null) => {
    if (next) queryClient.setQueryData(PREFERENCES_KEY, next);
  };
  return {
    language: useMutation({
      mutationFn: (language: PreferenceLanguage) =>
        settle(async () => replace(await client.call("preferencesChange", { body: { language } }))),
    }),
    notice: useMutation({
      mutationFn: (notices: Partial<Notices>) => settle(async () => replace(await client.call("preferencesChange", { body: { notices } }))),
    }),
    postal: useMutation({
      mutationFn: ({ contractCode, address }: { contractCode: string; address: PostalAddressBody }) =>
        settle(() => client.call("postalAddressChange", { params: { contractCode }, body: address })),
    }),
    paperless: useMutation({
      mutationFn: ({ contractCode, paperless }: { contractCode: string; paperless: boolean }) =>
        settle(() => client.call("paperlessChange", { params: { contractCode }, body: { paperless } })),
    }),
  };
}
