"use client";

import type { BankAccountChange, SupplyPoint } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { contractQueries } from "../../../core/queries/domainQueries";
import { usePortal, useSession, useTexts } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { bankAccountArea } from "../../../locales/es-ES/labels/bankAccount";
import { formatMessage } from "../../../locales/format";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { SelectField } from "../../../ui/Field";
import { Spinner } from "../../../ui/Spinner";
import { lineName } from "../contracts/lineName";
import { FIRST_PAGES_QUERY } from "../contracts/useContractTotals";
import { BankAccountForm } from "./BankAccountForm";
import { BankAccountView } from "./BankAccountView";
import { useBankAccount, useMandateDownload } from "./useBankAccount";

export interface BankAccountCardProps {
  /** The contract (codAbonado); without it the widget offers the caller's contracts. */
  contractCode?: string;
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  id?: string;
  /** The contract shown first when none is given (one of the caller's, else ignored). */
  initialContract?: string | undefined;
}

/**
 * 'Cuenta bancaria': the account a contract's invoices are charged to (IBAN masked), the
 * earlier ones, and the change, which asks for the password again and signs a SEPA Core
 * mandate the customer can download. Electricity and gas contracts alike. The BankAccount
 * widget and 'Mi cuenta' (AccountMenu) show it.
 */
export function BankAccountCard({ contractCode, headingLevel = 2, className, id, initialContract }: BankAccountCardProps) {
  const { client } = usePortal();
  const texts = useTexts(bankAccountArea);
  const selected = useSession().selectedProduct?.codAbonado;
  const contracts = useQuery({ ...contractQueries.list(client, FIRST_PAGES_QUERY), enabled: !contractCode });
  const rows: SupplyPoint[] = contracts.data?.cupsAsociados.select ?? [];
  const [chosen, setChosen] = React.useState<string | null>(initialContract ?? null);
  const fallback = rows.find((row) => row.codAbonado === selected)?.codAbonado ?? rows[0]?.codAbonado ?? null;
  const known = rows.some((row) => row.codAbonado === chosen) ? chosen : null;
  const code = contractCode ?? known ?? fallback;

  let body: React.ReactNode;
  if (!contractCode && contracts.isPending) body = <Spinner label={texts.loading} />;
  else if (!contractCode && contracts.isError) body = <Alert tone="error">{texts.loadError}</Alert>;
  else if (code === null) body = <p role="status">{texts.noContracts}</p>;
  else body = <ContractBankAccount key={code} contractCode={code} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />;

  return (
    <Card id={id} heading={texts.heading} headingLevel={headingLevel} className={cn("ov-bank-account-card", className)}>
      <div className="ov:flex ov:flex-col ov:gap-4">
        <p className="ov:text-sm ov:text-text">{texts.intro}</p>
        {!contractCode && rows.length > 1 ? (
          <SelectField
            label={texts.chooseContract}
            fieldClassName="ov:max-w-md"
            value={code ?? ""}
            options={rows.map((row) => ({
              value: row.codAbonado,
              label: `${row.codAbonado} · ${lineName(texts.lines, row.line)} · ${row.cups}`,
            }))}
            onChange={(event) => setChosen(event.target.value)}
          />
        ) : null}
        {body}
      </div>
    </Card>
  );
}

function ContractBankAccount({ contractCode, headingLevel }: { contractCode: string; headingLevel: 3 | 4 | 5 }) {
  const texts = useTexts(bankAccountArea);
  const account = useBankAccount(contractCode);
  const mandate = useMandateDownload(contractCode);
  const [editing, setEditing] = React.useState(false);
  const [done, setDone] = React.useState<BankAccountChange | null>(null);
  const [downloadFailed, setDownloadFailed] = React.useState(false);
  const changeButtonId = `${React.useId().replace(/:/g, "")}-change`;
  const doneId = `${changeButtonId}-done`;
  // The form that had focus is gone once the change is stored: focus moves to its outcome.
  React.useEffect(() => {
    if (done) document.getElementById(doneId)?.focus();
  }, [done, doneId]);

  if (account.isPending) return <Spinner label={texts.loading} />;
  if (account.isError) return <Alert tone="error">{texts.loadError}</Alert>;

  const download = async (reference: string) => {
    setDownloadFailed(false);
    setDownloadFailed(!(await mandate.save(reference)));
  };

  return (
    <div className="ov:flex ov:flex-col ov:gap-4" aria-busy={account.isFetching || undefined}>
      <BankAccountView account={account.data} headingLevel={headingLevel} />
      <div aria-live="polite" className="ov:flex ov:flex-col ov:gap-2">
        {done ? (
          <Alert id={doneId} tabIndex={-1} tone="success" title={texts.success.title}>
            <p>{formatMessage(texts.success.body, { iban: done.account.ibanMasked })}</p>
            <p>{texts.success.mail}</p>
            <Button
              variant="secondary"
              className="ov:mt-2"
              busy={mandate.isPending(done.account.mandateReference)}
              onClick={() => void download(done.account.mandateReference)}
            >
              {texts.download}
            </Button>
          </Alert>
        ) : null}
        {downloadFailed ? <Alert tone="error">{texts.downloadError}</Alert> : null}
      </div>
      {editing ? (
        <BankAccountForm
          contractCode={contractCode}
          headingLevel={headingLevel}
          initialHolder={account.data.current?.holderName ?? ""}
          onChanged={(change) => {
            setDone(change);
            setEditing(false);
          }}
          onCancel={() => {
            setEditing(false);
            document.getElementById(changeButtonId)?.focus();
          }}
        />
      ) : (
        <Button
          id={changeButtonId}
          variant={done ? "secondary" : "primary"}
          className="ov:self-start"
          onClick={() => {
            setDone(null);
            setEditing(true);
          }}
        >
          {texts.change}
        </Button>
      )}
    </div>
  );
}
