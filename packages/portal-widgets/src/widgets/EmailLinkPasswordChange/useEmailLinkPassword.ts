"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf } from "../shared/account/callFailure";

/** PUT updatePassword with the token and the new password in headers; 204 is success. */
export function useUpdatePassword() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      outcomeOf(
        () => client.call("updatePassword", { headers: { token, newPassword } }),
        () => 204,
      ),
  });
}
