"use client";

import type { SupplyPoint } from "@oficina-virtual/api-contract";
import { usePortal } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import type { BusinessLine } from "../../core/session/sessionState";
import { formatMessage } from "../../locales";
import { homeArea } from "../../locales/es-ES/labels/home";
import { powerArea } from "../../locales/es-ES/labels/power";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { type Columns, DataTable } from "../../ui/Table";
import { lineName } from "../shared/contracts/lineName";

export interface ContractRowsProps {
  line: BusinessLine;
  rows: readonly SupplyPoint[];
  /** Another page is loading: the rows stay, marked busy. */
  busy: boolean;
  isDownloading: (row: SupplyPoint) => boolean;
  onDownload: (row: SupplyPoint) => void;
}

/** Street, number and extension, then postal code and city: 'Calle Mayor 5 2ºB, 28020 Madrid'. */
export function contractAddress(row: SupplyPoint): string {
  const street = [row.calle, row.numDomicilio, row.extension].filter(Boolean).join(" ");
  const place = [row.codPostal, row.ciudad].filter(Boolean).join(" ");
  return [street, place].filter(Boolean).join(", ");
}

/** The server's state in the catalogue's words: 'Contrato' reads 'Alta' (part 1 §2), 'Baja'
 * an ended contract; a state the catalogue does not know is shown as it came. */
export function contractState(labels: { stateActive: string; stateEnded: string }, estado: string | null | undefined): string {
  const state = estado?.trim();
  if (state === "Contrato") return labels.stateActive;
  if (state === "Baja") return labels.stateEnded;
  return estado ?? "";
}

const cupsClass = "ov:font-mono ov:text-xs ov:break-all";
const linkClass = "ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover";

/** 'Contrato': the SICOM code and the contract's PDF. */
function ContractCell({ row, busy, onDownload }: { row: SupplyPoint; busy: boolean; onDownload: (row: SupplyPoint) => void }) {
  const labels = textsOf(usePortal().messages, homeArea).contracts;
  return (
    <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-2 ov:gap-y-1 ov:whitespace-nowrap">
      {row.codigoContratoSICOM ? <span>{row.codigoContratoSICOM}</span> : null}
      <Button
        variant="secondary"
        className="ov:min-h-8 ov:px-2 ov:py-1 ov:text-xs"
        busy={busy}
        aria-label={formatMessage(labels.pdfButtonLabel, { code: row.codAbonado })}
        onClick={() => onDownload(row)}
      >
        {labels.pdfButton}
      </Button>
    </div>
  );
}

export function ContractRows({ line, rows, busy, isDownloading, onDownload }: ContractRowsProps) {
  const format = useFormat();
  const { links, session, messages } = usePortal();
  const labels = textsOf(messages, homeArea).contracts;
  const columns = labels.columns;
  const powerLink = textsOf(messages, powerArea).periods.powerLink;
  const withLoadCurve = line === "Electricidad";
  const select = (row: SupplyPoint) => session.setSelectedProduct({ line: row.line, cups: row.cups, codAbonado: row.codAbonado });

  const rowLink = (row: SupplyPoint, to: string, text: string) => (
    <PortalLink to={to} className={linkClass} onClick={() => select(row)}>
      {text} <span className="ov:sr-only">{formatMessage(labels.ofContract, { code: row.codAbonado })}</span>
    </PortalLink>
  );

  const shown: Columns<SupplyPoint> = [
    { id: "code", header: columns.codigo, role: "title", cellClassName: "ov:font-semibold", cell: (row) => row.codAbonado },
    {
      id: "contract",
      header: columns.contrato,
      role: "title",
      cell: (row) => <ContractCell row={row} busy={isDownloading(row)} onDownload={onDownload} />,
    },
    { id: "cups", header: columns.cups, role: "detail", slot: "contract-cups", cellClassName: cupsClass, cell: (row) => row.cups },
    { id: "address", header: columns.direccion, role: "title", wide: true, cell: contractAddress },
    {
      id: "from",
      header: columns.fechaAlta,
      role: "detail",
      cellClassName: "ov:whitespace-nowrap",
      cell: (row) => format.date(row.fechaAlta),
    },
    {
      id: "until",
      header: columns.fechaBaja,
      role: "detail",
      cellClassName: "ov:whitespace-nowrap",
      cell: (row) => format.date(row.fechaBaja),
    },
    { id: "state", header: columns.estado, role: "title", cell: (row) => contractState(labels, row.estado) },
    { id: "tariff", header: columns.tarifa, role: "detail", cell: (row) => row.tarifa ?? "" },
    {
      id: "invoices",
      header: columns.facturas,
      role: "action",
      cell: (row) => rowLink(row, links.invoices(row.codAbonado), labels.invoicesLink),
    },
    {
      id: "certificate",
      header: columns.certificado,
      role: "action",
      cell: (row) => rowLink(row, links.certificate(row.codAbonado), labels.certificateLink),
    },
    withLoadCurve && {
      id: "measures",
      header: columns.consumos,
      role: "action",
      // 'Potencia' shares the cell: a twelfth column no longer fits a 1280 px screen.
      cell: (row) => (
        <span className="ov:flex ov:flex-wrap ov:gap-x-4 ov:gap-y-1">
          {rowLink(row, links.loadcurve(row.codAbonado), labels.loadCurveLink)}
          {rowLink(row, links.power(row.codAbonado), powerLink)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={formatMessage(labels.tableLabel, { line: lineName(labels.lines, line) })}
      busy={busy}
      rowClassName="ov-contracts-table__row"
      rowSlot="contract-row"
      columns={shown}
      rows={rows}
      rowKey={(row) => row.codAbonado}
    />
  );
}
