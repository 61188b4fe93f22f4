"use client";

import * as React from "react";
import { usePortal } from "../../core/react/portalHooks";
import { useFileDownload } from "../../core/react/useFileDownload";
import { ADMIN_CONTRACTS_FILE_NAME } from "../../domain/downloads";
import { cn } from "../../lib/cn";
import { commonMessages } from "../../locales/es-ES/common";
import { homeArea } from "../../locales/es-ES/labels/home";
import { formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Figure, Stat } from "../shared/contracts/Stat";
import { useContractTotals } from "../shared/contracts/useContractTotals";
import { NewestInvoicesCard } from "../shared/home";

export interface AdminHomeProps {
  /** The administrator's invoice screen, placed under the totals. */
  children?: React.ReactNode;
  /** Level of the page heading; 1 by default (the totals card takes the next level). */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The property administrator's home (/administrador-fincas, part 1 §1): the totals of the
 * electricity and gas contracts linked to the account, the newest invoices across them, then
 * the invoice screen the host passes as children. Loading the totals also stores them for the header.
 */
export function AdminHome({ children, headingLevel = 1, className }: AdminHomeProps) {
  const { client, messages } = usePortal();
  const labels = textsOf(messages, homeArea).adminHome;
  const totals = useContractTotals();
  const Heading = `h${headingLevel}` as const;
  const files = useFileDownload();
  const [exportNote, setExportNote] = React.useState<{ tone: "success" | "error"; text: string } | null>(null);

  // Every linked contract as one CSV (UTF-8 with BOM, so Excel keeps the accents).
  const onExport = async () => {
    setExportNote(null);
    const outcome = await files.download(() => client.download("adminContractsCsv", {}), { fileName: ADMIN_CONTRACTS_FILE_NAME });
    if (outcome.ok) setExportNote({ tone: "success", text: formatMessage(labels.exported, { file: ADMIN_CONTRACTS_FILE_NAME }) });
    else if (outcome.reason === "busy")
      setExportNote({ tone: "error", text: outcome.message ?? textsOf(messages, commonMessages).downloadsBusy });
    else setExportNote({ tone: "error", text: labels.exportFailed });
  };

  return (
    <div className={cn("ov-root ov-admin-home ov:flex ov:flex-col ov:gap-6", className)} data-ov-widget="AdminHome">
      <Heading className="ov:text-2xl ov:font-bold ov:text-text">{labels.heading}</Heading>
      <Card heading={labels.totalsHeading} headingLevel={headingLevel === 1 ? 2 : 3}>
        <dl className="ov:flex ov:flex-wrap ov:gap-8" aria-live="polite">
          <Stat label={labels.electricidad} tone="electricity">
            <Figure value={totals.electricidad} loading={totals.loading} failed={totals.failed} />
          </Stat>
          <Stat label={labels.gas} tone="gas">
            <Figure value={totals.gas} loading={totals.loading} failed={totals.failed} />
          </Stat>
        </dl>
        <div className="ov:mt-4 ov:flex ov:flex-col ov:items-start ov:gap-2">
          <Button variant="secondary" busy={files.isPending(ADMIN_CONTRACTS_FILE_NAME)} onClick={() => void onExport()}>
            {labels.exportCsv}
          </Button>
          <div aria-live="polite">{exportNote ? <Alert tone={exportNote.tone}>{exportNote.text}</Alert> : null}</div>
        </div>
      </Card>
      <NewestInvoicesCard headingLevel={headingLevel === 1 ? 2 : 3} />
      {children}
    </div>
  );
}
