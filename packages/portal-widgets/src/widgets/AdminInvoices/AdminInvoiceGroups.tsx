"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { useFormat } from "../../core/react/useFormat";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";
import { AdminInvoiceTable, type AdminInvoiceTableProps } from "./AdminInvoiceTable";
import { type AdminGroup, groupByCif } from "./adminGroups";

export interface AdminInvoiceGroupsProps extends Omit<AdminInvoiceTableProps, "label"> {
  /** Level of each comunidad's heading. */
  headingLevel: 2 | 3 | 4;
}

function GroupSection({ group, headingLevel, ...table }: Omit<AdminInvoiceGroupsProps, "invoices"> & { group: AdminGroup }) {
  const labels = useTexts(invoiceListsArea).adminGroups;
  const format = useFormat();
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const cif = group.cif || labels.noCif;
  const heading = group.address
    ? formatMessage(labels.heading, { cif, address: group.address })
    : formatMessage(labels.headingNoAddress, { cif });
  const count = group.invoices.length;
  const total = format.amount(group.total, group.invoices[0]?.currency ?? "EUR");
  return (
    <section aria-labelledby={headingId} className="ov:flex ov:flex-col ov:gap-2" data-slot="admin-group">
      <div className="ov:flex ov:flex-wrap ov:items-baseline ov:justify-between ov:gap-x-4 ov:gap-y-1 ov:border-b ov:border-border ov:pb-1">
        <Heading id={headingId} className="ov:text-base ov:font-semibold ov:text-text">
          {heading}
        </Heading>
        <p className="ov:text-sm ov:text-text-muted" data-slot="admin-group-total">
          {formatMessage(count === 1 ? labels.summaryOne : labels.summaryOther, { count, total })}
        </p>
      </div>
      <AdminInvoiceTable {...table} invoices={group.invoices} label={formatMessage(labels.table, { cif })} />
    </section>
  );
}

/**
 * The administrator's list by comunidad (its CIF), each under a heading with the building's
 * address and the sum of its invoices on the page: what the administrator passes on to each
 * comunidad. The columns and the row actions are the spec's, unchanged, in each group.
 */
export function AdminInvoiceGroups({ invoices, ...props }: AdminInvoiceGroupsProps) {
  const groups = React.useMemo(() => groupByCif(invoices), [invoices]);
  return (
    <div className="ov:flex ov:flex-col ov:gap-5">
      {groups.map((group) => (
        <GroupSection key={group.cif} group={group} {...props} />
      ))}
    </div>
  );
}
