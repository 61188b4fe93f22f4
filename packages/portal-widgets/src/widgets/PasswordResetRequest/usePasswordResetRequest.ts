"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { outcomeOf, roleOptions } from "../shared/account/callFailure";

export interface PasswordResetInput {
  isAdministradorFinca: boolean;
  username: string;
  email: string;
  telefono: string;
}

/** resendPasswordVerification: customers send {username, telefono, email}; administrators
 * name themselves by e-mail (`username`) and confirm it (`email`), without a phone. */
export function usePasswordResetRequest() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ isAdministradorFinca, username, email, telefono }: PasswordResetInput) =>
      outcomeOf(
        () =>
          client.call("resendPasswordVerification", {
            ...roleOptions(isAdministradorFinca),
            body: isAdministradorFinca ? { username, email } : { username, telefono, email },
          }),
        (answer) => (answer === null ? 204 : 202),
      ),
  });
}
