"use client";

import * as React from "react";
import { useSession, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { useTotalsWhenUnknown } from "../shared/contracts/useContractTotals";
import { InvoiceSearchPanel } from "../shared/invoices/InvoiceSearchPanel";

export interface AllInvoicesProps {
  /** The tab open first; Gas only counts when the customer has gas contracts. */
  defaultLine?: "Electricidad" | "Gas";
  /** Level of the title ('Buscar Facturas'); the sections take the next one. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The stored gas contract total (part 2 §6), with the plain total as a fallback. */
export function storedTotal(totals: { totalContractsGas: number | null; totalGas: number | null }): number {
  return totals.totalContractsGas ?? totals.totalGas ?? 0;
}

/**
 * All invoices (`/allinvoices`, part 2 §2.3): tabs 'Electricidad' and 'Gas' (Gas only when
 * the stored gas contract total is at least 1), each with its filters, 'Encontrar factura',
 * 'Facturas Simples' and 'Facturas Unificadas', the line's downloads and 'Gráficos'.
 */
export function AllInvoices({ defaultLine = "Electricidad", headingLevel = 1, className }: AllInvoicesProps) {
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as 2 | 3;
  const labels = useTexts(invoiceListsArea);
  useTotalsWhenUnknown();
  const { totals } = useSession();
  const showGas = storedTotal(totals) >= 1;
  const [tab, setTab] = React.useState<string>(defaultLine);
  const current = showGas ? tab : "Electricidad";
  // A tab visited once stays mounted (hidden), so its filters and results survive a switch.
  const [visited, setVisited] = React.useState<ReadonlySet<string>>(() => new Set([current]));
  const select = (value: string) => {
    setTab(value);
    setVisited((previous) => (previous.has(value) ? previous : new Set([...previous, value])));
  };

  const tabs = [
    {
      value: "Electricidad",
      label: labels.lines.electricidad,
      content: (
        <InvoiceSearchPanel
          line="Electricidad"
          variant="electricityAllInvoices1Month"
          unifiedSource="fullbilling"
          pdfErrorStyle="generic"
          proformaSource="proforma"
          idPrefix="ov-allinvoices-luz"
          headingLevel={sectionLevel}
        />
      ),
    },
    ...(showGas
      ? [
          {
            value: "Gas",
            label: labels.lines.gas,
            content: (
              <InvoiceSearchPanel
                line="Gas"
                variant="invoices12Months"
                unifiedSource="fullbilling"
                pdfErrorStyle="generic"
                proformaSource="unicasGas"
                idPrefix="ov-allinvoices-gas"
                headingLevel={sectionLevel}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={cn("ov-root ov:flex ov:flex-col ov:gap-4", className)} data-ov-widget="AllInvoices">
      <Heading className="ov:text-xl ov:font-semibold ov:text-text">{labels.searchTitle}</Heading>
      <Tabs value={current} onValueChange={select}>
        <TabsList aria-label={labels.lines.tabsLabel}>
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((item) => (
          <TabsContent
            key={item.value}
            value={item.value}
            forceMount={visited.has(item.value) || undefined}
            // Radix leaves force-mounted panels visible: the inactive one is hidden here.
            hidden={item.value !== current}
          >
            {item.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
