"use client";

import type { InvoiceBreakdown } from "@oficina-virtual/api-contract";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { fromCents } from "../../../domain/money";
import { insightsArea } from "../../../locales/es-ES/labels/insights";
import { formatMessage } from "../../../locales/format";
import { PaymentFacts } from "../payment/PaymentFacts";
import { daysBilledText, lineConcept, lineDetail, shownDate } from "./insightTexts";

const HEAD = "ov:border-b ov:border-border ov:bg-surface-muted ov:px-3 ov:py-2 ov:font-semibold";
const CELL = "ov:border-b ov:border-border ov:px-3 ov:py-2 ov:align-top";

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
  const labels = useTexts(insightsArea);
  const { locale } = useLocale();
  const format = useFormat();
  const texts = labels.breakdown;
  const days = daysBilledText(
    labels,
    locale,
    breakdown.daysBilled,
    shownDate(breakdown.periodFrom, locale),
    shownDate(breakdown.periodUntil, locale),
  );
  return (
    <div className="ov-invoice-breakdown ov:flex ov:flex-col ov:gap-3" data-slot="breakdown">
      <p className="ov:text-sm ov:text-text-muted" data-slot="breakdown-days">
        {days}
      </p>
      <PaymentFacts state={breakdown.estado} dueDate={breakdown.fechaVencimiento} />
      {/* Two columns, the calculation under its concept: three did not fit a phone, and the
          amounts were the column scrolled out of sight. */}
      <table
        aria-label={formatMessage(texts.tableLabel, { invoice })}
        className="ov-invoice-breakdown__table ov:w-full ov:text-sm ov:text-left"
      >
        <thead>
          <tr>
            <th scope="col" className={HEAD}>
              {texts.concept}
            </th>
            <th scope="col" className={`${HEAD} ov:text-right`}>
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {breakdown.lines.map((line, index) => {
            const detail = lineDetail(labels, line, locale);
            return (
              <tr key={`${line.kind}-${line.period ?? index}`} className="ov-invoice-breakdown__line" data-kind={line.kind}>
                <th scope="row" className={`${CELL} ov:font-medium`}>
                  {lineConcept(labels, line)}
                  {detail ? (
                    <span className="ov:block ov:text-xs ov:font-normal ov:text-text-muted" data-slot="line-detail">
                      {detail}
                    </span>
                  ) : null}
                </th>
                <td className={`${CELL} ov:text-right ov:whitespace-nowrap ov:tabular-nums`} data-slot="line-amount">
                  {format.amount(fromCents(line.amountCents))}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="ov-invoice-breakdown__total">
            <th scope="row" className={`${CELL} ov:font-semibold`}>
              {texts.total}
            </th>
            <td className={`${CELL} ov:text-right ov:font-semibold ov:whitespace-nowrap ov:tabular-nums`} data-slot="total-amount">
              {format.amount(fromCents(breakdown.totalCents))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
