"use client";

import * as React from "react";
import { useMessages, usePortal } from "../../core/hooks";
import { emailLinkPasswordFormSchema } from "../../forms";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { PasswordField } from "../../ui/Field";
import { useFormState } from "../../ui/form";
import { PortalLink } from "../../ui/PortalLink";
import { Spinner } from "../../ui/Spinner";
import { AccountPanel, Actions } from "../LoginForm/AccountPanel";
import { useEmailLinkToken, useUpdatePassword } from "./useEmailLinkPassword";

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
  const labels = messages.labels.account.emailLinkPassword;
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

  const loginLink = (
    <PortalLink to={links.login()} variant="link">
      {labels.login}
    </PortalLink>
  );
  const resetLink = (
    <PortalLink to={links.passwordReset()} variant="link">
      {labels.passwordReset}
    </PortalLink>
  );

  let body: React.ReactNode;
  if (link === "checking") {
    body = <Spinner label={labels.checking} />;
  } else if (final === "success") {
    body = (
      <>
        <Alert tone="success">{messages.tokenPages.passwordUpdated}</Alert>
        {loginLink}
      </>
    );
  } else if (link === "expired" || final === "expired") {
    body = (
      <>
        <Alert tone="error">{messages.tokenPages.expired}</Alert>
        <Actions>
          <PortalLink to={links.passwordReset()} variant="link">
            {messages.tokenPages.requestNewLink}
          </PortalLink>
          {loginLink}
        </Actions>
      </>
    );
  } else {
    body = (
      <form {...form.formProps} onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4">
        <PasswordField label={messages.fields.nuevaContrasena} required autoComplete="new-password" {...form.field("newPassword")} />
        <PasswordField
          label={messages.fields.confirmarNuevaContrasena}
          required
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <div aria-live="polite">
          {final === "specialCharacters" ? <Alert tone="error">{messages.tokenPages.specialCharacters}</Alert> : null}
        </div>
        <Actions className="ov:justify-between">
          <Button type="submit" busy={form.submitting} disabled={!valid}>
            {labels.submit}
          </Button>
          <Actions>
            {loginLink}
            {resetLink}
          </Actions>
        </Actions>
      </form>
    );
  }

  return (
    <AccountPanel widget="EmailLinkPasswordChange" heading={labels.heading} headingLevel={headingLevel}>
      {body}
    </AccountPanel>
  );
}
