"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf, roleOptions } from "../shared/account/callFailure";

/** recovery/username {email}: 200 (a body) sent, 204 (null) no account for the e-mail. */
export function useRecoverUsername() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ email, isAdministradorFinca }: { email: string; isAdministradorFinca: boolean }) =>
      outcomeOf(
        () => client.call("recoverUsername", { ...roleOptions(isAdministradorFinca), body: { email } }),
        (answer) => (answer === null ? 204 : 200),
      ),
  });
}
