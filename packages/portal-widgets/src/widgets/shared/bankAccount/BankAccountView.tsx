"use client";

import type { BankAccount } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { bankAccountArea } from "../../../locales/es-ES/labels/bankAccount";

/** The current account (masked) and the earlier ones: what the server sends, never more. */
export function BankAccountView({ account, headingLevel }: { account: BankAccount; headingLevel: 3 | 4 | 5 }) {
  const texts = useTexts(bankAccountArea);
  const format = useFormat();
  const Heading = `h${headingLevel}` as const;
  const { current, history } = account;
  return (
    <div className="ov:flex ov:flex-col ov:gap-3">
      <Heading className="ov:text-base ov:font-semibold ov:text-text">{texts.current}</Heading>
      {current ? (
        <dl className="ov:grid ov:grid-cols-[auto_1fr] ov:gap-x-4 ov:gap-y-1 ov:text-sm ov:text-text" data-slot="current-account">
          <dt className="ov:font-semibold">{texts.iban}</dt>
          <dd className="ov:font-mono" data-slot="iban">
            {current.ibanMasked}
          </dd>
          <dt className="ov:font-semibold">{texts.holder}</dt>
          <dd>{current.holderName}</dd>
          <dt className="ov:font-semibold">{texts.since}</dt>
          <dd>{format.date(current.signedAt)}</dd>
          <dt className="ov:font-semibold">{texts.reference}</dt>
          <dd className="ov:break-all">{current.mandateReference}</dd>
        </dl>
      ) : (
        <p className="ov:text-sm ov:text-text">{texts.none}</p>
      )}
      {history.length > 0 ? (
        <>
          <Heading className="ov:text-base ov:font-semibold ov:text-text">{texts.history}</Heading>
          <ul className="ov:flex ov:flex-col ov:gap-1 ov:text-sm ov:text-text-muted" data-slot="history">
            {history.map((entry) => (
              <li key={entry.mandateReference}>
                <span className="ov:font-mono">{entry.ibanMasked}</span> · {entry.holderName} · {texts.since} {format.date(entry.signedAt)}
                {entry.replacedAt ? ` · ${texts.until} ${format.date(entry.replacedAt)}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
