"use client";

import * as React from "react";
import { useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { setPasswordMessage } from "../../domain";
import { setPasswordFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { tokenPagesMessages } from "../../locales/es-ES/tokenPages";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PasswordField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { AccountPanel, FormFooter, NoticeWithLinks } from "../shared/account/AccountPanel";
import type { CallOutcome } from "../shared/account/callFailure";
import { useSetNewPassword } from "./useSetNewPassword";

export interface SetNewPasswordProps {
  /** The `confirmation` query parameter of the e-mailed link. */
  confirmation?: string | null;
  /** After the new password was saved (202). */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/** Code 147: the confirmation code expired or is wrong; only a new link helps. */
const EXPIRED_CODE = "147";

/** Set a new password from the reset link: Contraseña and Confirmar contraseña; step 2
 * (on 202) confirms it with a link to the portal. */
export function SetNewPassword({ confirmation, onSuccess, headingLevel }: SetNewPasswordProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea);
  const fields = useTexts(fieldsMessages);
  const tokenTexts = useTexts(tokenPagesMessages);
  const schema = React.useMemo(() => setPasswordFormSchema(messages), [messages]);
  const form = useFormState({ initialValues: { password: "", confirmPassword: "" }, schema });
  const save = useSetNewPassword();
  const [result, setResult] = React.useState<CallOutcome | null>(null);
  const token = confirmation?.trim() ?? "";

  const submit = form.handleSubmit(async ({ password }) => {
    setResult(null);
    const outcome = await save.mutateAsync({ token, password });
    setResult(outcome);
    if (outcome.ok) onSuccess?.();
  });

  const newLink = (
    <PortalLink to={links.passwordReset()} variant="link">
      {tokenTexts.requestNewLink}
    </PortalLink>
  );

  let body: React.ReactNode;
  if (token === "") {
    body = (
      <NoticeWithLinks tone="error" links={[{ to: links.passwordReset(), label: tokenTexts.requestNewLink }]}>
        {tokenTexts.expired}
      </NoticeWithLinks>
    );
  } else if (result?.ok) {
    body = (
      <NoticeWithLinks tone="success" links={[{ to: links.home(), label: labels.setPassword.home }]}>
        {setPasswordMessage(202, undefined, messages)}
      </NoticeWithLinks>
    );
  } else {
    body = (
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <PasswordField label={fields.contrasena} required autoComplete="new-password" {...form.field("password")} />
        <PasswordField label={fields.confirmarContrasena} required autoComplete="new-password" {...form.field("confirmPassword")} />
        <div aria-live="polite">
          {result && !result.ok ? (
            <Alert tone="error" className="ov:flex ov:flex-col ov:gap-2">
              <p>{setPasswordMessage(result.status, result.code, messages)}</p>
              {String(result.code) === EXPIRED_CODE ? newLink : null}
            </Alert>
          ) : null}
        </div>
        <FormFooter submitLabel={labels.setPassword.save} busy={form.submitting} links={[{ to: links.login(), label: labels.back }]} />
      </form>
    );
  }

  return (
    <AccountPanel widget="SetNewPassword" heading={labels.setPassword.heading} headingLevel={headingLevel}>
      {body}
    </AccountPanel>
  );
}
