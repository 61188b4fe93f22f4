"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/react/portalHooks";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Spinner } from "../../ui/Spinner";

export interface ValidationRedirectProps {
  /** The `token` query parameter of the validation e-mail's link. */
  token?: string | null;
  /** How the browser leaves for the backend; `location.assign` by default (tests and
   * stories pass their own). */
  redirect?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/** /user-validation-request: hands the token to the backend validation endpoint at once;
 * the backend answers with a redirect to /user-validation or /user-validation-error.
 * Without a token there is nothing to validate: straight to the error page. */
export function ValidationRedirect({ token, redirect = assign }: ValidationRedirectProps) {
  const { client, navigate, links } = usePortal();
  const messages = useMessages();
  // StrictMode runs effects twice in development: leave once.
  const left = React.useRef(false);
  const value = token?.trim() ?? "";

  React.useEffect(() => {
    if (left.current) return;
    left.current = true;
    if (value === "") navigate(links.userValidationError());
    else {
      void client.url("userValidation", { query: { token: value } }).then(redirect, () => navigate(links.userValidationError()));
    }
  }, [client, links, navigate, redirect, value]);

  return (
    <div className="ov-root ov:flex ov:justify-center ov:p-4" data-ov-widget="ValidationRedirect">
      <Spinner label={textsOf(messages, accountArea).validation.redirecting} />
    </div>
  );
}
