"use client";

import type { InvoiceBreakdown } from "@oficina-virtual/api-contract";
import { useMessages } from "../../../core/react/portalHooks";
import { formatAmount } from "../../../domain/format";
import { fromCents } from "../../../domain/money";
import { formatMessage } from "../../../locales/format";
import { Table, Td, Th } from "../../../ui/Table";
import { lineConcept, lineDetail, shownDate } from "./insightTexts";

export interface BreakdownViewProps {
  breakdown: InvoiceBreakdown;
  /** The invoice number as its row shows it, naming the table. */
  invoice: string;
}

/**
 * One invoice's lines: concept ('Energía P1'…), how it was computed (kWh × €/kWh, kW × días ×
 * €/kW·día…) and its amount, then 'Total'. Amounts arrive in cents and the lines add up to
 * the invoice's 'Importe Total' (the contract checks it; BreakdownView.test.tsx reads it back
 * from the screen).
 */
export function BreakdownView({ breakdown, invoice }: BreakdownViewProps) {
  const labels = useMessages().labels.insights;
  const texts = labels.breakdown;
  const days = formatMessage(texts.days, {
    days: breakdown.daysBilled,
    from: shownDate(breakdown.periodFrom),
    until: shownDate(breakdown.periodUntil),
  });
  return (
    <div className="ov-invoice-breakdown ov:flex ov:flex-col ov:gap-3" data-slot="breakdown">
      <p className="ov:text-sm ov:text-text-muted" data-slot="breakdown-days">
        {days}
      </p>
      <Table label={formatMessage(texts.tableLabel, { invoice })} className="ov-invoice-breakdown__table">
        <thead>
          <tr>
            <Th>{texts.concept}</Th>
            <Th>{texts.detail}</Th>
            <Th className="ov:text-right">{texts.amount}</Th>
          </tr>
        </thead>
        <tbody>
          {breakdown.lines.map((line, index) => (
            <tr key={`${line.kind}-${line.period ?? index}`} className="ov-invoice-breakdown__line" data-kind={line.kind}>
              <Th scope="row" className="ov:bg-surface ov:font-medium">
                {lineConcept(labels, line)}
              </Th>
              <Td className="ov:text-text-muted">{lineDetail(labels, line)}</Td>
              <Td className="ov:text-right ov:whitespace-nowrap ov:tabular-nums" data-slot="line-amount">
                {formatAmount(fromCents(line.amountCents))}
              </Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="ov-invoice-breakdown__total">
            <Th scope="row" className="ov:bg-surface">
              {texts.total}
            </Th>
            <Td />
            <Td className="ov:text-right ov:font-semibold ov:whitespace-nowrap ov:tabular-nums" data-slot="total-amount">
              {formatAmount(fromCents(breakdown.totalCents))}
            </Td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
