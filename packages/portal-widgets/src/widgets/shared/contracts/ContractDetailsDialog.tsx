"use client";

import type { ContractDetail, Line } from "@oficina-virtual/api-contract";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { contractQueries } from "../../../core/queries/domainQueries";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { contractsMessages } from "../../../locales/es-ES/contracts";
import { invoicesArea } from "../../../locales/es-ES/labels/invoices";
import { formatMessage } from "../../../locales/format";
import { textsOf } from "../../../locales/texts";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../ui/Dialog";
import { Spinner } from "../../../ui/Spinner";

/** The contract whose details are shown: its code as the list shows it (codAbonado) and its line. */
export interface ContractDetailsTarget {
  codAbonado?: string;
  /** Same as codAbonado (either may be given). */
  code?: string;
  line: Line;
}

export interface ContractDetailsDialogProps {
  /** The contract to show; null keeps the dialog closed (a new search sets it back to null). */
  contract?: ContractDetailsTarget | null;
  /** Called when the dialog closes: its button, Escape, or a failed load. */
  onClose?: () => void;
  /** Alternative to `contract`: the code and line, with `open`. */
  contractCode?: string;
  line?: Line;
  /** Defaults to true when a contract is given. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A failed load: the dialog closes and hands over the spec's message with the code. Without
   * this handler the dialog shows the message itself, where it is rendered. */
  onError?: (message: string, error: unknown) => void;
}

const PERIODS = [1, 2, 3, 4, 5, 6] as const;

function DetailRows({ detail, line }: { detail: ContractDetail; line: Line }) {
  const format = useFormat();
  const texts = useTexts(invoicesArea).contractDetails;
  const powers = PERIODS.map((n) => ({ period: `P${n}`, value: detail[`PotenciaContratadaP${n}` as const] })).filter(
    (p): p is { period: string; value: number } => typeof p.value === "number" && p.value !== 0,
  );
  const rows: Array<[string, React.ReactNode]> = [
    [texts.contract, detail.codigoContrato],
    [texts.razonSocial, detail.RazonSocial],
    [texts.nif, detail.NIF],
    [texts.direccion, detail.Direccion],
    [texts.ciudad, detail.ciudad],
    [texts.provincia, detail.provincia],
    [texts.codigoPostal, detail.codigoPostal],
    [texts.cups, detail.CUPS],
    [texts.tarifa, detail.Tarifa],
    [texts.desde, format.date(detail.Desde ?? detail.fechaAlta)],
    [texts.hasta, format.date(detail.Hasta ?? detail.fechaBaja)],
  ];
  if (powers.length > 0) {
    rows.push([
      texts.potencia,
      <ul key="powers">
        {powers.map((p) => (
          <li key={p.period}>{formatMessage(texts.potenciaPeriod, { period: p.period, value: format.number(p.value) })}</li>
        ))}
      </ul>,
    ]);
  }
  if (line === "Gas" && typeof detail.CaudalContrato === "number") rows.push([texts.caudal, format.number(detail.CaudalContrato)]);
  return (
    <dl className="ov:grid ov:grid-cols-1 ov:gap-x-4 ov:gap-y-2 ov:text-sm ov:sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <React.Fragment key={term}>
          <dt className="ov:font-semibold ov:text-text-muted">{term}</dt>
          <dd className="ov:break-words ov:text-text">{value === null || value === undefined || value === "" ? "—" : value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/**
 * 'Detalles del Contrato' of the administrator screen (part 2 §2.5, §4): fetches the contract
 * (adminContractDetail) when opened; the page behind is blurred and inert while it is open;
 * it closes with its button, Escape, or when the parent clears `contract` (a new search). On
 * failure it closes and reports 'Se ha producido un error al intentar obtener la información
 * del contrato {code}'.
 */
export function ContractDetailsDialog({ contract, onClose, contractCode, line, open, onOpenChange, onError }: ContractDetailsDialogProps) {
  const { client, messages } = usePortal();
  const texts = textsOf(messages, invoicesArea).contractDetails;
  const contractTexts = useTexts(contractsMessages);
  const code = contract ? (contract.codAbonado ?? contract.code ?? "") : (contractCode ?? "");
  const targetLine = contract?.line ?? line;
  const isOpen = code !== "" && targetLine !== undefined && (open ?? true);
  const [ownError, setOwnError] = React.useState<string | null>(null);

  const detail = useQuery({
    ...contractQueries.adminDetail(client, { codigoContrato: code, line: targetLine ?? "Electricidad" }),
    enabled: isOpen,
    retry: false,
  });

  const close = React.useCallback(() => {
    onClose?.();
    onOpenChange?.(false);
  }, [onClose, onOpenChange]);

  React.useEffect(() => {
    if (isOpen) setOwnError(null);
  }, [isOpen, code]);

  const failed = isOpen && (detail.isError || (detail.isSuccess && !detail.data));
  const reported = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!failed || reported.current === code) return;
    reported.current = code;
    const message = formatMessage(contractTexts.detailError, { code });
    if (onError) onError(message, detail.error);
    else setOwnError(message);
    close();
  }, [failed, code, contractTexts, onError, close, detail.error]);
  React.useEffect(() => {
    if (!failed) reported.current = null;
  }, [failed]);

  const data = detail.data?.Contrato;
  return (
    <>
      {ownError ? <Alert tone="error">{ownError}</Alert> : null}
      <Dialog open={isOpen && !failed} onOpenChange={(next) => (next ? undefined : close())}>
        <DialogContent closeLabel={texts.close} data-ov-widget="ContractDetailsDialog">
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription className="ov:sr-only">{`${texts.contract} ${code}`}</DialogDescription>
          {data && targetLine ? <DetailRows detail={data} line={targetLine} /> : <Spinner label={texts.loading} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{texts.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
