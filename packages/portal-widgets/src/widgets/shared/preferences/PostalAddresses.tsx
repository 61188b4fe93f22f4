"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { preferencesArea } from "../../../locales/es-ES/labels/preferences";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { envelope } from "./PaperlessList";
import { PostalAddressForm } from "./PostalAddressForm";
import { usePreferenceChanges, usePreferences } from "./usePreferences";

/**
 * 'Datos de contacto' › 'Dirección postal': each own contract's address for paper
 * correspondence (the supply address until another is given), with its change. A customer's
 * section only: an administrator's communities' post is not theirs to redirect.
 */
export function PostalAddresses({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useTexts(preferencesArea);
  const prefs = usePreferences();
  const { postal } = usePreferenceChanges();
  const [editing, setEditing] = React.useState<string | null>(null);
  const [outcome, setOutcome] = React.useState<boolean | null>(null);
  const id = React.useId();

  let body: React.ReactNode;
  if (prefs.isPending) body = <Spinner label={t.loading} />;
  else if (prefs.isError || !prefs.data) body = <Alert tone="error">{t.loadError}</Alert>;
  else if (prefs.data.contracts.length === 0) body = <p className="ov:text-sm ov:text-text">{t.noContracts}</p>;
  else
    body = (
      <ul className="ov:flex ov:flex-col ov:gap-3">
        {prefs.data.contracts.map((contract) => (
          <li
            key={contract.contractCode}
            className="ov:flex ov:flex-col ov:gap-2"
            data-slot="postal-contract"
            data-contract={contract.contractCode}
          >
            <p className="ov:text-sm ov:text-text">
              <span className="ov:font-semibold">
                {t.contract} {contract.contractCode}:
              </span>{" "}
              <span data-slot="postal-address">{envelope(contract.postalAddress)}</span>
              {contract.custom ? null : <span className="ov:text-text-muted"> ({t.postal.supply})</span>}
            </p>
            {editing === contract.contractCode ? (
              <PostalAddressForm
                id={`${id}-${contract.contractCode}`}
                initial={contract.postalAddress}
                saving={postal.isPending}
                failed={outcome === false}
                onCancel={() => setEditing(null)}
                onSave={async (address) => {
                  setOutcome(null);
                  const saved = await postal.mutateAsync({ contractCode: contract.contractCode, address });
                  setOutcome(saved);
                  if (saved) setEditing(null);
                }}
              />
            ) : (
              <Button
                variant="secondary"
                className="ov:self-start"
                aria-label={`${t.postal.change} (${t.contract} ${contract.contractCode})`}
                onClick={() => {
                  setOutcome(null);
                  setEditing(contract.contractCode);
                }}
              >
                {t.postal.change}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="ov:flex ov:flex-col ov:gap-3" data-slot="postal-addresses">
      <Heading id={`${id}-heading`} className="ov:text-base ov:font-semibold ov:text-text">
        {t.postal.heading}
      </Heading>
      <p className="ov:text-sm ov:text-text">{t.postal.intro}</p>
      {body}
      <div aria-live="polite">{outcome === true ? <Alert tone="success">{t.postal.saved}</Alert> : null}</div>
    </section>
  );
}
