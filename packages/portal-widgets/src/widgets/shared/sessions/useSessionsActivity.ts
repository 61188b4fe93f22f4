"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortal } from "../../../core/react/portalHooks";
import { type CallOutcome, callFailure } from "../account/callFailure";

/** The queries of 'Sesiones y actividad'; a close refetches both (the close is activity). */
export const SESSIONS_KEY = ["account", "sessions"] as const;
export const ACTIVITY_KEY = ["account", "activity"] as const;

export function useSessions() {
  const { client } = usePortal();
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => client.call("sessions", { signal }), retry: false });
}

export function useActivity() {
  const { client } = usePortal();
  return useQuery({ queryKey: ACTIVITY_KEY, queryFn: ({ signal }) => client.call("activity", { signal }), retry: false });
}

export type CloseOutcome = ({ ok: true; closed: number } | Extract<CallOutcome, { ok: false }>) & { sessionId: string | null };

/** Closing one session (`sessionId`) or every other one (null): never a rejection, the outcome to show. */
export function useCloseSessions() {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string | null): Promise<CloseOutcome> => {
      try {
        const answer =
          sessionId === null ? await client.call("sessionsCloseOthers", {}) : await client.call("sessionClose", { params: { sessionId } });
        return { ok: true, closed: answer?.cerradas ?? 0, sessionId };
      } catch (error) {
        return { ok: false, ...callFailure(error), sessionId };
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
    },
  });
}
