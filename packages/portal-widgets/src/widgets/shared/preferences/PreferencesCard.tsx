"use client";

import type { PreferenceLanguage } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useSession, useTexts } from "../../../core/react/portalHooks";
import { preferencesArea } from "../../../locales/es-ES/labels/preferences";
import { Alert } from "../../../ui/Alert";
import { CheckboxField } from "../../../ui/Field";
import { Spinner } from "../../../ui/Spinner";
import { LanguageForm } from "./LanguageForm";
import { PaperlessList } from "./PaperlessList";
import { usePreferenceChanges, usePreferences } from "./usePreferences";

export interface PreferencesCardProps {
  /** The section's heading level inside 'Mi cuenta'. */
  headingLevel?: 2 | 3;
  id?: string;
}

const NOTICES = ["newInvoice", "costAlert", "requestUpdates"] as const;

/**
 * 'Mi cuenta' › 'Preferencias': the language of e-mails and documents (saved with its button,
 * so browsing the list by keyboard changes nothing), the e-mail notices (each saved as it is
 * ticked) and, for a customer, 'Factura electrónica' per contract.
 */
export function PreferencesCard({ headingLevel = 2, id }: PreferencesCardProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const t = useTexts(preferencesArea);
  const { isAdministrador } = useSession();
  const prefs = usePreferences();
  const changes = usePreferenceChanges();
  const [language, setLanguage] = React.useState<PreferenceLanguage | null>(null);
  const [outcome, setOutcome] = React.useState<boolean | null>(null);
  const autoId = React.useId();
  const headingId = `${id ?? autoId}-heading`;
  const busy = changes.language.isPending || changes.notice.isPending || changes.paperless.isPending;

  const run = async (saved: Promise<boolean>) => {
    setOutcome(null);
    setOutcome(await saved);
  };

  let body: React.ReactNode;
  if (prefs.isPending) body = <Spinner label={t.loading} />;
  else if (prefs.isError || !prefs.data) body = <Alert tone="error">{t.loadError}</Alert>;
  else {
    const data = prefs.data;
    const chosen = language ?? data.language;
    body = (
      <>
        <LanguageForm
          heading={Sub}
          value={chosen}
          busy={busy}
          saving={changes.language.isPending}
          onChoose={setLanguage}
          onSave={() => void run(changes.language.mutateAsync(chosen))}
        />
        <fieldset className="ov:flex ov:flex-col ov:gap-2" data-slot="preferences-notices">
          <legend className="ov:mb-2 ov:text-base ov:font-semibold ov:text-text">{t.noticesHeading}</legend>
          {NOTICES.map((notice) => (
            <CheckboxField
              key={notice}
              label={t.notices[notice]}
              checked={data.notices[notice]}
              disabled={busy}
              onChange={(event) => void run(changes.notice.mutateAsync({ [notice]: event.target.checked }))}
            />
          ))}
        </fieldset>
        {isAdministrador ? null : (
          <section className="ov:flex ov:flex-col ov:gap-2" data-slot="preferences-paperless">
            <Sub className="ov:text-base ov:font-semibold ov:text-text">{t.paperHeading}</Sub>
            <p className="ov:text-sm ov:text-text">{t.paperIntro}</p>
            <PaperlessList
              contracts={data.contracts}
              busy={busy}
              onChange={(contractCode, paperless) => void run(changes.paperless.mutateAsync({ contractCode, paperless }))}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <section id={id} aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-5" data-ov-widget="Preferences">
      <Heading id={headingId} className="ov:text-lg ov:font-semibold ov:text-text">
        {t.heading}
      </Heading>
      {body}
      <div aria-live="polite">
        {outcome === true ? <Alert tone="success">{t.saved}</Alert> : null}
        {outcome === false ? <Alert tone="error">{t.saveError}</Alert> : null}
      </div>
    </section>
  );
}
