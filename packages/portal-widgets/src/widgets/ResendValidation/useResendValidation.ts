"use client";

import { useMutation } from "@tanstack/react-query";
import { usePortal } from "../../core/react/portalHooks";
import { type CallOutcome, outcomeOf, roleOptions } from "../shared/account/callFailure";

export interface ResendValidationInput {
  isAdministradorFinca: boolean;
  username: string;
  email: string;
  telefono: string;
}

/** "404 no user with these data (also when the message says no user found)". */
const NO_USER_FOUND = /no se ha encontrado ning[uú]n usuario|no existe ning[uú]n usuario|usuario no encontrado|no user found/i;

/** The status the §8 catalogue is keyed by. */
export function resendStatus(outcome: CallOutcome): number {
  if (!outcome.ok && outcome.mensaje && NO_USER_FOUND.test(outcome.mensaje)) return 404;
  return outcome.status;
}

/** resendEmailVerification: customers {username, email, telefono}; administrators name
 * themselves by e-mail. The answer has no body: any 2xx is "sent". */
export function useResendValidation() {
  const { client } = usePortal();
  return useMutation({
    mutationFn: ({ isAdministradorFinca, username, email, telefono }: ResendValidationInput) =>
      outcomeOf(
        () =>
          client.call("resendEmailVerification", {
            ...roleOptions(isAdministradorFinca),
            body: isAdministradorFinca ? { username: email, email } : { username, email, telefono },
          }),
        () => 204,
      ),
  });
}
