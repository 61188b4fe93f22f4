"use client";

import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { issueQueries } from "../../core/queries/domainQueries";
import { usePortal } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { decodeQuotes } from "../../domain";
import { taxIdTypeOf } from "../../domain/identity";
import { commonMessages } from "../../locales/es-ES/common";
import { accountArea } from "../../locales/es-ES/labels/account";
import { homeArea } from "../../locales/es-ES/labels/home";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { lineName } from "../shared/contracts/lineName";
import { issueValueText } from "../shared/issues/issueValues";

export interface IssueDetailProps {
  issueId: string;
  headingLevel: 1 | 2 | 3;
  onBack: () => void;
  /** Opened from the list (not a deep link): the focus moves to the heading. */
  takeFocus: boolean;
}

/** 'Detalle de solicitud': every field of part 1 §2, the title and description read back
 * with their quotes (they were sent as '&quot;'). */
export function IssueDetail({ issueId, headingLevel, onBack, takeFocus }: IssueDetailProps) {
  const { client, messages } = usePortal();
  const labels = textsOf(messages, homeArea).issues;
  const fields = labels.fields;
  // The line as the new-request form names it: the server sends its Spanish name.
  const { lineElectricidad, lineGas } = textsOf(messages, homeArea).issueForm;
  const query = useQuery(issueQueries.detail(client, issueId));
  const format = useFormat();
  // The holder's tax id named as the document it is: most customers have a NIF, not a CIF.
  const documentTypes = textsOf(messages, accountArea).signup.documentTypes;
  const taxIdLabel = (value: string | null | undefined) => {
    const type = taxIdTypeOf(value);
    return type ? documentTypes[type] : [documentTypes.nif, documentTypes.nie, documentTypes.cif].join("/");
  };
  const Heading = `h${headingLevel}` as const;
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  // The list it replaces held the focus: move it to the new screen's heading.
  React.useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus, issueId]);

  const issue = query.data;
  const rows: [string, string][] = issue
    ? [
        [fields.numero, issue.numero],
        ...(issue.fecha ? [[fields.fecha, format.date(new Date(issue.fecha))] as [string, string]] : []),
        [fields.asunto, decodeQuotes(issue.asunto)],
        [fields.estado, issueValueText(messages, "states", issue.estado)],
        [fields.categoria, issueValueText(messages, "categories", issue.categoria ?? "")],
        [fields.linea, lineName({ electricidad: lineElectricidad, gas: lineGas }, issue.linea)],
        [fields.cups, issue.cups ?? ""],
        [fields.codigoContrato, issue.codigo_contrato ?? ""],
        [taxIdLabel(issue.cif), issue.cif ?? ""],
        [fields.email, issue.email ?? ""],
        [fields.telefono, issue.telefono_cliente ?? ""],
        [fields.descripcion, decodeQuotes(issue.descripcion ?? "")],
      ]
    : [];

  return (
    <div className="ov:flex ov:flex-col ov:gap-4" data-slot="issue-detail">
      <Heading ref={headingRef} tabIndex={-1} className="ov:text-2xl ov:font-bold ov:text-text">
        {labels.detailHeading}
      </Heading>

      {query.isPending ? <Spinner label={labels.loadingDetail} /> : null}
      {query.isError || (query.isSuccess && !issue) ? <Alert tone="error">{textsOf(messages, commonMessages).retryLater}</Alert> : null}
      {issue ? (
        <dl className="ov:grid ov:grid-cols-1 ov:gap-x-6 ov:gap-y-3 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:sm:grid-cols-[max-content_1fr] ov:sm:p-6">
          {rows.map(([label, value]) => (
            <div key={label} className="ov:contents">
              <dt className="ov:text-sm ov:font-semibold ov:text-text-muted">{label}</dt>
              <dd className="ov:whitespace-pre-wrap ov:break-words ov:text-text">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <Button variant="link" className="ov:self-start" onClick={onBack}>
        {labels.back}
      </Button>
    </div>
  );
}
