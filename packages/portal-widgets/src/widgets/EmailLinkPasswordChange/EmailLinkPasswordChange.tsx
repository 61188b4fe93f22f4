"use client";

import * as React from "react";
import { useMessages, usePortal, useTexts } from "../../core/react/portalHooks";
import { emailLinkPasswordFormSchema } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { tokenPagesMessages } from "../../locales/es-ES/tokenPages";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { PasswordField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { Spinner } from "../../ui/Spinner";
import { type AccountLink, AccountPanel, FormFooter, NoticeWithLinks } from "../shared/account/AccountPanel";
import { useEmailLinkToken } from "../shared/account/useEmailLinkToken";
import { useUpdatePassword } from "./useEmailLinkPassword";

export interface EmailLinkPasswordChangeProps {
  /** The `token` query parameter of the e-mailed link. */
  token?: string | null;
  /** After the password was changed (204). */
  onSuccess?: () => void;
  headingLevel?: 1 | 2 | 3;
}

/** 465 on the update: characters the password may not contain; the form stays. */
const SPECIAL_CHARACTERS = 465;

/** Change the password from an e-mail link: new and confirm password, submit enabled once
 * both are valid. 204 gives success (0); anything but 465 means the link expired (1). */
export function EmailLinkPasswordChange({ token: rawToken, onSuccess, headingLevel }: EmailLinkPasswordChangeProps) {
  const { links } = usePortal();
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).emailLinkPassword;
  const fields = useTexts(fieldsMessages);
  const tokenTexts = useTexts(tokenPagesMessages);
  const token = rawToken?.trim() ?? "";
  const link = useEmailLinkToken(token);
  const schema = React.useMemo(() => emailLinkPasswordFormSchema(messages), [messages]);
  const form = useFormState({ initialValues: { newPassword: "", confirmPassword: "" }, schema });
  const update = useUpdatePassword();
  const [final, setFinal] = React.useState<"success" | "expired" | "specialCharacters" | null>(null);
  const valid = schema.safeParse(form.values).success;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFinal(null);
    const outcome = await update.mutateAsync({ token, newPassword });
    if (outcome.ok) {
      setFinal("success");
      onSuccess?.();
    } else setFinal(outcome.status === SPECIAL_CHARACTERS ? "specialCharacters" : "expired");
  });

  const login: AccountLink = { to: links.login(), label: labels.login };
  const reset: AccountLink = { to: links.passwordReset(), label: labels.passwordReset };

  let body: React.ReactNode;
  if (link === "checking") {
    body = <Spinner label={labels.checking} />;
  } else if (final === "success") {
    body = (
      <NoticeWithLinks tone="success" links={[login]}>
        {tokenTexts.passwordUpdated}
      </NoticeWithLinks>
    );
  } else if (link === "expired" || final === "expired") {
    body = (
      <NoticeWithLinks tone="error" links={[{ to: links.passwordReset(), label: tokenTexts.requestNewLink }, login]}>
        {tokenTexts.expired}
      </NoticeWithLinks>
    );
  } else {
    body = (
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <PasswordField label={fields.nuevaContrasena} required autoComplete="new-password" {...form.field("newPassword")} />
        <PasswordField label={fields.confirmarNuevaContrasena} required autoComplete="new-password" {...form.field("confirmPassword")} />
        <div aria-live="polite">{final === "specialCharacters" ? <Alert tone="error">{tokenTexts.specialCharacters}</Alert> : null}</div>
        <FormFooter submitLabel={labels.submit} busy={form.submitting} disabled={!valid} links={[login, reset]} />
      </form>
    );
  }

  return (
    <AccountPanel widget="EmailLinkPasswordChange" heading={labels.heading} headingLevel={headingLevel}>
      {body}
    </AccountPanel>
  );
}
