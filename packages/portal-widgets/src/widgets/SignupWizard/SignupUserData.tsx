"use client";

import type * as React from "react";
import { useMessages, useTexts } from "../../core/react/portalHooks";
import { adminUsernameFromEmail } from "../../domain";
import { DOCUMENT_TYPES } from "../../forms";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PasswordField, SelectField, TextField } from "../../ui/Field";
import type { useFormState } from "../../ui/form";
import { Actions } from "../shared/account/AccountPanel";
import type { SignupData, SignupFormState } from "./signupForm";

export type SignupForm = ReturnType<typeof useFormState<SignupFormState, SignupData>>;

export interface SignupUserDataProps {
  form: SignupForm;
  onNext: (event?: React.FormEvent) => void;
  back: React.ReactNode;
}

/** Step 1 'Datos de Usuario'. Customers give a username, a password and a phone (the holder
 * lookup matches it); administrators get a username derived from their e-mail, send phone
 * '0' and no password. */
export function SignupUserData({ form, onNext, back }: SignupUserDataProps) {
  const messages = useMessages();
  const f = useTexts(fieldsMessages);
  const labels = textsOf(messages, accountArea).signup;
  const administrator = form.values.isAdministradorFinca;
  const owner = form.values.isTitular === "true";

  // "Is owner" = yes: the owner's tax id is the document number, kept in step.
  const idDoc = form.field("idDoc");
  const isTitular = form.field("isTitular");
  const onIdDocChange: typeof idDoc.onChange = (event) => {
    idDoc.onChange(event);
    if (owner) form.setValue("ownerCif", event.target.value);
  };
  const onTitularChange: typeof isTitular.onChange = (event) => {
    isTitular.onChange(event);
    form.setValue("ownerCif", event.target.value === "true" ? form.values.idDoc : "");
  };

  return (
    <form {...form.formProps} onSubmit={onNext} className="ov:flex ov:flex-col ov:gap-4">
      <div className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2">
        <TextField label={f.nombre} required autoComplete="given-name" {...form.field("firstName")} />
        <TextField label={f.primerApellido} autoComplete="family-name" {...form.field("lastName1")} />
        <TextField label={f.segundoApellido} {...form.field("lastName2")} />
        {administrator ? (
          // Administrators do not choose a username: it is derived from the e-mail, shown as it will be sent.
          <TextField label={f.nombreUsuario} readOnly value={adminUsernameFromEmail(form.values.email)} name="adminUsername" />
        ) : (
          <TextField label={f.nombreUsuario} required autoComplete="username" {...form.field("user")} />
        )}
        <TextField label={f.email} required type="email" autoComplete="email" {...form.field("email")} />
        {administrator ? null : (
          // Administrators choose the password on the page of the link the signup mails them.
          <>
            <PasswordField label={f.contrasena} required autoComplete="new-password" {...form.field("password")} />
            <PasswordField label={f.confirmarContrasena} required autoComplete="new-password" {...form.field("confirmPassword")} />
          </>
        )}
        <SelectField
          label={f.tipoDocumento}
          required
          placeholder={labels.selectPlaceholder}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: labels.documentTypes[type] }))}
          {...form.field("typeDoc")}
        />
        <TextField label={f.numeroDocumento} required autoCapitalize="characters" {...idDoc} onChange={onIdDocChange} />
        <SelectField
          label={f.titular}
          required
          options={[
            { value: "true", label: labels.yes },
            { value: "false", label: labels.no },
          ]}
          {...isTitular}
          onChange={onTitularChange}
        />
        <TextField label={f.cifTitular} required autoCapitalize="characters" readOnly={owner} {...form.field("ownerCif")} />
        {administrator ? null : (
          <TextField
            label={f.telefono}
            required
            hint={labels.phoneHint}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...form.field("telephone")}
          />
        )}
        <SelectField label={f.idioma} required options={[{ value: "es", label: labels.spanish }]} {...form.field("language")} />
      </div>
      <Actions className="ov:justify-between">
        {back}
        <Button type="submit">{labels.next}</Button>
      </Actions>
    </form>
  );
}
