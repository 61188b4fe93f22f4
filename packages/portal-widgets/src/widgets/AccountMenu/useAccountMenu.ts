"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal, useSession } from "../../core/react/portalHooks";
import { outcomeOf } from "../shared/account/callFailure";

/**
 * changePasswordBackend {username, password, newPassword}. Administrators identify
 * themselves by e-mail: their username is the stored e-mail, and the flag goes in the query.
 */
export function useChangePassword() {
  const { client } = usePortal();
  const { isAdministrador, email, profile } = useSession();
  const username = isAdministrador ? (email ?? profile?.email ?? "") : (profile?.username ?? "");
  return useMutation({
    mutationFn: ({ password, newPassword }: { password: string; newPassword: string }) =>
      outcomeOf(
        () =>
          client.call("changePassword", {
            query: { isAdministradorFinca: isAdministrador },
            body: { username, password, newPassword },
          }),
        () => 200,
      ),
  });
}

/** 'Cerrar sesión': the session store revokes the refresh token and clears what logout clears. */
export function useLogout() {
  const { session } = usePortal();
  return useMutation({ mutationFn: () => session.logout() });
}
