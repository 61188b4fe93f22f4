"use client";

import { usePortal, useSession } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { textsOf } from "../../locales/texts";
import { PortalLink } from "../../ui/PortalLink";
import { useTotalsWhenUnknown } from "../shared/contracts/useContractTotals";
import { InvoiceSearchPanel } from "../shared/invoices/InvoiceSearchPanel";

export interface GasInvoicesProps {
  /** Level of the title ('Buscar Facturas'); the sections take the next one. */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The gas invoices screen (`/allinvoices-gas`, part 2 §2.4), titled 'Buscar Facturas': the
 * Gas button, the Electricidad link to /allinvoices when the stored electricity contract
 * total is at least 1, 'Volver', the filters with 'Rango importes' in € and 'Encontrar
 * factura', 'Facturas Simples' and 'Facturas Unificadas' (from unicas/gas) and 'Gráficos'.
 */
export function GasInvoices({ headingLevel = 1, className }: GasInvoicesProps) {
  const Heading = `h${headingLevel}` as const;
  const { links, messages } = usePortal();
  const labels = textsOf(messages, invoiceListsArea);
  useTotalsWhenUnknown();
  const { totals } = useSession();
  const electricityTotal = totals.totalContractsElectricidad ?? totals.totalElectricidad ?? 0;

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-4", className)} data-ov-widget="GasInvoices">
      <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-3">
        <Heading className="ov:text-xl ov:font-semibold ov:text-text">{labels.searchTitle}</Heading>
        <PortalLink to={links.home()} variant="link">
          {labels.back}
        </PortalLink>
      </div>
      <nav aria-label={labels.lines.tabsLabel} className="ov:flex ov:flex-wrap ov:gap-2">
        <PortalLink to={links.allInvoicesGas()} variant="primary" aria-current="page">
          {labels.lines.gas}
        </PortalLink>
        {electricityTotal >= 1 ? (
          <PortalLink to={links.allInvoices()} variant="secondary">
            {labels.lines.electricidad}
          </PortalLink>
        ) : null}
      </nav>
      <InvoiceSearchPanel
        line="Gas"
        variant="invoices12Months"
        unifiedSource="unicasGas"
        pdfErrorStyle="withNumber"
        proformaSource="proforma"
        idPrefix="ov-gasinvoices"
        headingLevel={(headingLevel + 1) as 2 | 3}
      />
    </div>
  );
}
