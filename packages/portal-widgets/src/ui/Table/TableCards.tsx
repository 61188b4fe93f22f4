import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { commonArea } from "../../locales/es-ES/labels/common";
import { type Column, isBlank, type TableFooter } from "./columns";

export interface TableCardsProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowClassName?: string;
  rowSlot?: string;
  busy?: boolean;
  footer?: TableFooter | undefined;
  rowExtra?: ((row: Row, index: number) => React.ReactNode) | undefined;
}

/** One label and its value; the card's `dl` keeps each figure named as the table's header did. */
function Item({ label, value, className, slot }: { label: React.ReactNode; value: React.ReactNode; className?: string; slot?: string }) {
  return (
    <div className={cn("ov:flex ov:min-w-0 ov:flex-col", className)}>
      <dt className="ov:text-xs ov:text-text-muted">{label}</dt>
      <dd className="ov:break-words" data-slot={slot}>
        {value}
      </dd>
    </div>
  );
}

/** The card's labelled values, two to a line (a `wide` column takes the whole line). */
function ItemList<Row>({ cells, className }: { cells: readonly { column: Column<Row>; content: React.ReactNode }[]; className?: string }) {
  return (
    <dl className={cn("ov:grid ov:grid-flow-row-dense ov:grid-cols-2 ov:gap-x-4 ov:gap-y-2", className)}>
      {cells.map(({ column, content }) => (
        <Item
          key={column.id}
          label={column.header}
          value={content}
          slot={column.slot}
          className={column.wide ? "ov:col-span-2" : undefined}
        />
      ))}
    </dl>
  );
}

interface CardProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  moreData: string;
  extra?: React.ReactNode;
}

const cellsOf = <Row,>(columns: readonly Column<Row>[], role: Column<Row>["role"], row: Row, index: number) =>
  columns
    .filter((column) => column.role === role)
    .map((column) => ({ column, content: column.cell(row, index) }))
    .filter(({ content }) => !isBlank(content));

function RowCard<Row>({ row, index, columns, moreData, extra }: CardProps<Row>) {
  const titleId = React.useId();
  const named = cellsOf(columns, "title", row, index);
  const first = named.find(({ column }) => column.headline) ?? named[0];
  const titles = named.filter((cell) => cell !== first);
  const keys = cellsOf(columns, "key", row, index);
  const actions = cellsOf(columns, "action", row, index);
  const details = cellsOf(columns, "detail", row, index);
  return (
    <article
      aria-labelledby={first ? titleId : undefined}
      className="ov:flex ov:h-full ov:flex-col ov:gap-3 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:text-sm ov:text-text ov:shadow-sm"
    >
      {/* Two lists, not one: a `dl` may group its terms in one level of `div` only. */}
      <div className="ov:flex ov:flex-col ov:gap-2">
        <dl className="ov:flex ov:items-start ov:justify-between ov:gap-3">
          {first ? (
            <div className="ov:flex ov:min-w-0 ov:flex-col">
              <dt className="ov:text-xs ov:text-text-muted">{first.column.header}</dt>
              <dd id={titleId} data-slot={first.column.slot} className="ov:break-words ov:text-base ov:font-semibold">
                {first.content}
              </dd>
            </div>
          ) : null}
          {keys.map(({ column, content }) => (
            <div key={column.id} className="ov:flex ov:shrink-0 ov:flex-col ov:items-end ov:text-right" data-slot="card-key">
              <dt className="ov:text-xs ov:text-text-muted">{column.header}</dt>
              <dd data-slot={column.slot} className="ov:text-xl ov:font-bold ov:tabular-nums ov:whitespace-nowrap">
                {content}
              </dd>
            </div>
          ))}
        </dl>
        {titles.length > 0 ? <ItemList cells={titles} /> : null}
      </div>
      {actions.length > 0 ? (
        // The cells' own wrappers dissolve (display: contents): every button is an item of one
        // row that wraps, so a short one fills the line beside another's.
        <div
          className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-3 ov:gap-y-2 ov:[&_div]:contents ov:[&_button]:min-h-10"
          data-slot="card-actions"
        >
          {actions.map(({ column, content }) => (
            <div key={column.id}>{content}</div>
          ))}
        </div>
      ) : null}
      {details.length > 0 ? (
        <details className="ov:group ov:border-t ov:border-border ov:pt-2" data-slot="card-details">
          <summary className="ov:cursor-pointer ov:rounded-[var(--ov-radius-control)] ov:py-1 ov:font-semibold ov:text-primary ov:hover:text-primary-hover">
            {moreData}
          </summary>
          <ItemList cells={details} className="ov:mt-2" />
        </details>
      ) : null}
      {isBlank(extra) ? null : <div data-slot="card-extra">{extra}</div>}
    </article>
  );
}

/** The totals after the cards: the label, then each total under its column's name. */
function FooterCard<Row>({ columns, footer }: { columns: readonly Column<Row>[]; footer: TableFooter }) {
  const totals = columns.filter((column) => !isBlank(footer.cells[column.id]));
  return (
    <li
      data-slot={footer.slot}
      className="ov:col-span-full ov:flex ov:flex-wrap ov:items-start ov:justify-between ov:gap-x-6 ov:gap-y-2 ov:rounded-[var(--ov-radius-card)] ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm ov:text-text"
    >
      <p className="ov:text-base ov:font-semibold">{footer.label}</p>
      <dl className="ov:flex ov:flex-wrap ov:justify-end ov:gap-x-6 ov:gap-y-2 ov:text-right">
        {totals.map((column) => (
          <div key={column.id} className="ov:flex ov:flex-col">
            <dt className="ov:text-xs ov:text-text-muted">{column.header}</dt>
            <dd className="ov:font-bold ov:tabular-nums">{footer.cells[column.id]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The rows as a list of cards, for a box too narrow for the table: the key figure first, the
 * actions visible, the other columns under 'Más datos'. */
export function TableCards<Row>({ label, columns, rows, rowKey, rowClassName, rowSlot, busy, footer, rowExtra }: TableCardsProps<Row>) {
  const moreData = useTexts(commonArea).table.moreData;
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      data-slot="table-cards"
      className={cn("ov:grid ov:grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] ov:gap-3", busy && "ov:opacity-60")}
    >
      {rows.map((row, index) => (
        <li key={rowKey(row, index)} className={rowClassName} data-slot={rowSlot}>
          <RowCard row={row} index={index} columns={columns} moreData={moreData} extra={rowExtra?.(row, index)} />
        </li>
      ))}
      {footer ? <FooterCard columns={columns} footer={footer} /> : null}
    </ul>
  );
}
