"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf } from "../shared/account/callFailure";

/** POST /ov/users/set-password with {userData: {token, password}}. The client first asks
 * `/token?grant_type=client_credentials` for the bearer token the call needs. */
export function useSetNewPassword() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      outcomeOf(
        () => client.call("setPassword", { body: { userData: { token, password } } }),
        () => 202,
      ),
  });
}
