"use client";

import type { CupsLookupResponse } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages, useTexts } from "../../core/react/portalHooks";
import { adminUsernameFromEmail, signupResultMessage } from "../../domain";
import { formatMessage } from "../../locales";
import { connectionCheckMessages } from "../../locales/es-ES/connectionCheck";
import { fieldsMessages } from "../../locales/es-ES/fields";
import { accountArea } from "../../locales/es-ES/labels/account";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { Actions } from "../shared/account/AccountPanel";
import { lineName } from "../shared/contracts/lineName";
import { joinLastNames, type SignupData } from "./signupForm";

export interface SignupSummaryProps {
  /** Focused when the step opens. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** The step heading's level; the contracts heading goes one below. */
  headingLevel?: 2 | 3;
  data: SignupData;
  administrator: boolean;
  contracts: CupsLookupResponse | undefined;
  loading: boolean;
  /** The lookup's or the send's status, when there is one to show; `offline` when no
   * answer arrived (told apart from the spec's status 0, "no contract found"). */
  status: { status: number; code?: string | number | undefined; offline?: boolean | undefined } | null;
  blocked: boolean;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** After a failed connection: tries the failed call again. */
  onRetry: () => void;
}

/** Step 2 'Resumen': the data to confirm and the contracts found for them. */
export function SignupSummary(props: SignupSummaryProps) {
  const {
    headingRef,
    headingLevel = 3,
    data,
    administrator,
    contracts,
    loading,
    status,
    blocked,
    sending,
    onBack,
    onConfirm,
    onRetry,
  } = props;
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).signup;
  const connection = useTexts(connectionCheckMessages);
  const StepHeading = `h${headingLevel}` as const;

  return (
    <div className="ov:flex ov:flex-col ov:gap-4">
      <StepHeading ref={headingRef} tabIndex={-1} className="ov:text-lg ov:font-semibold ov:text-text">
        {labels.confirmHeading}
      </StepHeading>
      <SignupDataList data={data} administrator={administrator} />
      <SignupContracts headingLevel={headingLevel} contracts={contracts} loading={loading} />
      <div aria-live="polite">
        {status?.offline ? (
          <Alert tone="error">
            <p>{formatMessage(connection.failure, { phone: textsOf(messages, accountArea).supportPhone })}</p>
            <Button variant="secondary" className="ov:mt-2" onClick={onRetry} busy={loading || sending}>
              {labels.retry}
            </Button>
          </Alert>
        ) : status ? (
          <Alert tone="error">{signupResultMessage(status.status, status.code, messages)}</Alert>
        ) : null}
      </div>
      <Actions className="ov:justify-between">
        <Button variant="secondary" onClick={onBack} aria-label={labels.previous}>
          <span aria-hidden="true">←</span>
        </Button>
        <Button onClick={onConfirm} busy={sending} disabled={loading || blocked}>
          {labels.confirm}
        </Button>
      </Actions>
    </div>
  );
}

/** The data typed in step 1, as they will be sent. */
function SignupDataList({ data, administrator }: { data: SignupData; administrator: boolean }) {
  const messages = useMessages();
  const f = useTexts(fieldsMessages);
  const labels = textsOf(messages, accountArea).signup;
  const rows: [string, string][] = [
    [f.nombre, data.firstName.trim()],
    [labels.lastNames, joinLastNames(data.lastName1, data.lastName2)],
    [f.nombreUsuario, administrator ? adminUsernameFromEmail(data.email) : (data.user ?? "")],
    [f.email, data.email],
    [f.tipoDocumento, labels.documentTypes[data.typeDoc]],
    [f.numeroDocumento, data.idDoc],
    [f.cifTitular, data.ownerCif],
    ...(administrator ? [] : ([[f.telefono, data.telephone ?? ""]] as [string, string][])),
    [f.idioma, labels.spanish],
  ];
  return (
    <dl className="ov:grid ov:grid-cols-1 ov:gap-x-4 ov:gap-y-2 ov:text-sm ov:sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="ov:contents">
          <dt className="ov:font-semibold ov:text-text">{term}</dt>
          <dd className="ov:break-all ov:text-text">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The contracts the lookup found for the data, with a spinner while it runs. */
function SignupContracts({
  headingLevel,
  contracts,
  loading,
}: {
  headingLevel: 2 | 3;
  contracts: CupsLookupResponse | undefined;
  loading: boolean;
}) {
  const messages = useMessages();
  const labels = textsOf(messages, accountArea).signup;
  const contractsId = React.useId();
  const ContractsHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const found = contracts?.cupsAsociados.select ?? [];
  return (
    <section aria-labelledby={contractsId} className="ov:flex ov:flex-col ov:gap-2">
      <ContractsHeading id={contractsId} className="ov:font-semibold ov:text-text">
        {labels.contractsHeading}
      </ContractsHeading>
      {loading ? <Spinner label={labels.searchingContracts} /> : null}
      {found.length > 0 ? (
        <table className="ov:w-full ov:text-left ov:text-sm">
          <thead>
            <tr className="ov:border-b ov:border-border">
              <th scope="col" className="ov:py-1 ov:pr-4">
                {labels.contractsLine}
              </th>
              <th scope="col" className="ov:py-1">
                {labels.contractsCups}
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((row) => (
              <tr key={`${row.line}-${row.cups}`} className="ov:border-b ov:border-border">
                <td className="ov:py-1 ov:pr-4">{lineName(labels.contractsLines, row.line)}</td>
                <td className="ov:break-all ov:py-1 ov:font-mono">{row.cups}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
