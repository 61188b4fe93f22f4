"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf } from "../shared/account/callFailure";

/** GET verifyUserEmail with the token in a header; 204 is success. */
export function useVerifyEmail() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: (token: string) =>
      outcomeOf(
        () => client.call("verifyUserEmail", { headers: { token } }),
        () => 204,
      ),
  });
}
