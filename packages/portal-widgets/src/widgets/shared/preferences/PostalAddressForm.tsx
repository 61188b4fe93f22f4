"use client";

import {
  checkPostalAddress,
  type PostalAddress,
  type PostalAddressField,
  type PostalFailure,
  provinceOfPostalCode,
} from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { preferencesArea } from "../../../locales/es-ES/labels/preferences";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { Actions } from "../account/AccountPanel";

const FIELDS = ["street", "number", "postalCode", "town", "province"] as const;

/** One contract's postal address, checked as the server checks it (api-contract's
 * checkPostalAddress), each failure shown on its field in the portal's language. */
export function PostalAddressForm({
  id,
  initial,
  saving,
  failed,
  onSave,
  onCancel,
}: {
  id: string;
  initial: PostalAddress;
  saving: boolean;
  failed: boolean;
  onSave: (address: PostalAddress) => void;
  onCancel: () => void;
}) {
  const t = useTexts(preferencesArea);
  const [values, setValues] = React.useState<PostalAddress>(initial);
  const [error, setError] = React.useState<{ field: PostalAddressField; reason: PostalFailure } | null>(null);
  const first = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => first.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkPostalAddress(values);
    if (!check.ok) {
      setError({ field: check.field, reason: check.reason });
      return;
    }
    setError(null);
    if (!saving) onSave(check.address);
  };
  const message = (field: PostalAddressField) =>
    error?.field === field
      ? formatMessage(t.postal.errors[error.reason], {
          code: values.postalCode.trim(),
          province: provinceOfPostalCode(values.postalCode.trim()) ?? "",
        })
      : undefined;

  return (
    <form id={id} noValidate onSubmit={submit} className="ov:flex ov:flex-col ov:gap-3" data-slot="postal-form">
      {FIELDS.map((field, index) => (
        <TextField
          key={field}
          ref={index === 0 ? first : undefined}
          label={t.postal[field]}
          hint={field === "province" ? t.postal.provinceHint : undefined}
          required={field !== "province"}
          inputMode={field === "postalCode" ? "numeric" : undefined}
          autoComplete={field === "postalCode" ? "postal-code" : undefined}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          error={message(field)}
        />
      ))}
      <div aria-live="polite">{failed ? <Alert tone="error">{t.saveError}</Alert> : null}</div>
      <Actions>
        <Button type="submit" busy={saving}>
          {t.postal.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.postal.cancel}
        </Button>
      </Actions>
    </form>
  );
}
