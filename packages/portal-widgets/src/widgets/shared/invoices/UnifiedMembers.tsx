import type { Invoice } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../../locales/format";
import { InvoiceInsightActions } from "../insights/InvoiceInsightActions";
import { comparableRows, invoiceRef } from "../insights/invoiceRows";
import { InvoiceCell, type InvoiceListDownloads } from "./InvoiceCell";
import { groupUnified, type UnifiedGroup } from "./unifiedGroups";
import { type ProformaSource, shownNumber, unifiedNumber } from "./useInvoiceListDownloads";

/** The unified list's rows: one per unified invoice, and whether each member invoice has a
 * previous one to compare with (asked of the members, which carry the supplies). */
export function useUnifiedRows(invoices: readonly Invoice[], morePages: boolean) {
  return React.useMemo(() => {
    const groups = groupUnified(invoices);
    const flags = comparableRows(invoices, morePages);
    const comparable = new Map(invoices.map((invoice, index) => [invoice, flags[index] ?? false]));
    return { groups, comparable };
  }, [invoices, morePages]);
}

export interface UnifiedMembersProps {
  group: UnifiedGroup;
  comparable: ReadonlyMap<Invoice, boolean>;
  downloads: InvoiceListDownloads;
  proformaSource?: ProformaSource | undefined;
}

/**
 * Beneath a unified invoice of several: 'Ver facturas incluidas (n)', a disclosure listing
 * each member invoice (number, contract, date, amount) with its own 'Desglose',
 * '¿Por qué ha cambiado?' and proformas. Nothing for a unified invoice of one: its row
 * already carries that invoice's actions.
 */
export function UnifiedMembers({ group, comparable, downloads, proformaSource }: UnifiedMembersProps) {
  const texts = useTexts(invoiceListsArea);
  const format = useFormat();
  if (group.members.length < 2) return null;
  return (
    <details className="ov:text-sm" data-slot="unified-members">
      <summary className="ov:cursor-pointer ov:rounded-[var(--ov-radius-control)] ov:py-1 ov:font-semibold ov:text-primary ov:hover:text-primary-hover">
        {formatMessage(texts.unifiedMembers.show, { count: group.members.length })}
      </summary>
      <ul
        aria-label={formatMessage(texts.unifiedMembers.list, { invoice: unifiedNumber(group.invoice) })}
        className="ov:mt-2 ov:flex ov:flex-col ov:divide-y ov:divide-border"
      >
        {group.members.map((member) => (
          <li
            key={`${member.series}-${member.number}`}
            data-slot="unified-member"
            className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-x-4 ov:gap-y-1 ov:py-2"
          >
            <span className="ov:flex ov:min-w-0 ov:flex-wrap ov:gap-x-3">
              <span className="ov:font-medium">{shownNumber(member)}</span>
              {member.contract ? (
                <span className="ov:text-text-muted">
                  {texts.columns.contrato} {member.contract}
                </span>
              ) : null}
              <span className="ov:text-text-muted">{format.date(member.issueDate)}</span>
            </span>
            <span className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
              <span className="ov:whitespace-nowrap ov:font-semibold ov:tabular-nums">{format.amount(member.amount, member.currency)}</span>
              {member.proformaCount > 0 ? (
                <InvoiceCell invoice={member} downloads={downloads} proformaSource={proformaSource} proformasOnly />
              ) : null}
              <InvoiceInsightActions invoice={invoiceRef(member, shownNumber(member))} comparable={comparable.get(member) ?? false} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
