"use client";

import * as React from "react";
import { useSession, useTexts } from "../../core/react/portalHooks";
import { contactDetailsArea } from "../../locales/es-ES/labels/contactDetails";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { PostalAddresses } from "../shared/preferences";
import { EmailChangeForm } from "./EmailChangeForm";
import { PhoneChangeForm } from "./PhoneChangeForm";
import { useContactDetails } from "./useContactDetails";

export interface ContactDetailsProps {
  /** The section's heading level inside 'Mi cuenta'. */
  headingLevel?: 2 | 3;
}

type Editing = "email" | "phone" | null;

function Row({ label, children, action }: { label: string; children: React.ReactNode; action: React.ReactNode }) {
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-3 ov:gap-y-1">
      <dt className="ov:text-sm ov:font-semibold ov:text-text">{label}:</dt>
      <dd className="ov:flex ov:flex-1 ov:flex-wrap ov:items-center ov:gap-2 ov:break-all ov:text-sm ov:text-text">{children}</dd>
      <dd>{action}</dd>
    </div>
  );
}

/**
 * 'Datos de contacto' in 'Mi cuenta': the e-mail (a change waits for the link sent to the new
 * address), the mobile phone (masked; a change is confirmed with the code sent to it) and, for
 * a customer, each contract's postal address.
 */
export function ContactDetails({ headingLevel = 2 }: ContactDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useTexts(contactDetailsArea).contactDetails;
  const details = useContactDetails();
  const { isAdministrador } = useSession();
  const [editing, setEditing] = React.useState<Editing>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const id = React.useId();
  const formId = (kind: "email" | "phone") => `${id}-${kind}`;

  const open = (kind: "email" | "phone") => {
    setNotice(null);
    setEditing((current) => (current === kind ? null : kind));
  };
  const done = (text: string) => {
    setEditing(null);
    setNotice(text);
  };
  const changeButton = (kind: "email" | "phone", name: string) => (
    <Button
      variant={editing === kind ? "primary" : "secondary"}
      aria-expanded={editing === kind}
      aria-controls={editing === kind ? formId(kind) : undefined}
      aria-label={name}
      onClick={() => open(kind)}
    >
      {t.change}
    </Button>
  );

  let body: React.ReactNode;
  if (details.isPending) body = <Spinner label={t.loading} />;
  else if (details.isError || !details.data) body = <Alert tone="error">{t.loadError}</Alert>;
  else {
    const { email, telefono, emailPendiente } = details.data;
    body = (
      <>
        <dl className="ov:flex ov:flex-col ov:gap-3">
          <Row label={t.email} action={changeButton("email", t.changeEmail)}>
            <span data-slot="contact-email">{email}</span>
            {emailPendiente ? (
              <span className="ov:text-text-muted" data-slot="contact-email-pending">
                ({t.pending}: {emailPendiente})
              </span>
            ) : null}
          </Row>
          <Row label={t.phone} action={changeButton("phone", t.changePhone)}>
            <span data-slot="contact-phone">{telefono ?? t.noPhone}</span>
          </Row>
        </dl>
        {editing === "email" ? (
          <EmailChangeForm id={formId("email")} current={email} onDone={done} onCancel={() => setEditing(null)} />
        ) : null}
        {editing === "phone" ? <PhoneChangeForm id={formId("phone")} onDone={done} onCancel={() => setEditing(null)} /> : null}
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="ov:flex ov:flex-col ov:gap-4" data-ov-widget="ContactDetails">
      <Heading id={`${id}-heading`} className="ov:text-lg ov:font-semibold ov:text-text">
        {t.heading}
      </Heading>
      {body}
      <div aria-live="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</div>
      {isAdministrador ? null : <PostalAddresses headingLevel={(headingLevel + 1) as 3 | 4} />}
    </section>
  );
}
