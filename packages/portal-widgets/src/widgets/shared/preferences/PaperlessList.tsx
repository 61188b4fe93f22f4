"use client";

import type { ContractCorrespondence } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { preferencesArea } from "../../../locales/es-ES/labels/preferences";
import { CheckboxField } from "../../../ui/Field";

/** The postal address on one or two lines, as an envelope reads it. */
export function envelope(a: ContractCorrespondence["postalAddress"]): string {
  return `${a.street} ${a.number}, ${a.postalCode} ${a.town} (${a.province})`;
}

/** 'Factura electrónica' per contract: on, the invoice comes by e-mail with a link; off, on
 * paper to the address shown. */
export function PaperlessList({
  contracts,
  busy,
  onChange,
}: {
  contracts: ContractCorrespondence[];
  busy: boolean;
  onChange: (contractCode: string, paperless: boolean) => void;
}) {
  const t = useTexts(preferencesArea);
  if (contracts.length === 0) return <p className="ov:text-sm ov:text-text">{t.noContracts}</p>;
  return (
    <ul className="ov:flex ov:flex-col ov:gap-3">
      {contracts.map((contract) => (
        <li
          key={contract.contractCode}
          className="ov:flex ov:flex-col ov:gap-1 ov:rounded-md ov:border ov:border-border ov:p-3"
          data-slot="paperless-contract"
          data-contract={contract.contractCode}
        >
          <p className="ov:text-sm ov:font-semibold ov:text-text">
            {t.contract} {contract.contractCode} · {contract.line === "Gas" ? t.lines.gas : t.lines.electricidad}
          </p>
          <CheckboxField
            label={`${t.paperless} (${t.contract} ${contract.contractCode})`}
            checked={contract.paperless}
            disabled={busy}
            onChange={(event) => onChange(contract.contractCode, event.target.checked)}
          />
          <p className="ov:text-sm ov:text-text-muted" data-slot="paperless-outcome">
            {contract.paperless ? t.paperlessOn : `${t.paperlessOff} ${envelope(contract.postalAddress)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
