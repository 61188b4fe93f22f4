import * as React from "react";
import { cn } from "../../lib/cn";
import { useElementWidth } from "../useElementWidth";
import { type Column, type Columns, isBlank, presentColumns, type TableFooter } from "./columns";
import { RowStateProvider } from "./rowState";
import { Table, Td, Th } from "./Table";
import { TableCards } from "./TableCards";

/** Under this width of its box (a phone, a narrow CMS column) a table shows cards. */
export const CARDS_BELOW_PX = 640;

export interface DataTableProps<Row> {
  /** Names the table's scroll box, or the list of cards. */
  label: string;
  columns: Columns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's class (a theme hook such as `ov-invoice-table`). */
  className?: string;
  /** Each row's class, on the table's `tr` and the card's `li`. */
  rowClassName?: string;
  /** Each row's `data-slot`, for themes and end-to-end tests. */
  rowSlot?: string;
  /** Another page is loading: the rows stay, marked busy. */
  busy?: boolean;
  /** A totals row under the rows. */
  footer?: TableFooter;
  /** What a row holds beneath it (a disclosure of its parts): in the table a row of its own
   * spanning every column, on a card its last part. Nothing for most rows. */
  rowExtra?: (row: Row, index: number) => React.ReactNode;
}

type Mode = "table" | "dense" | "cards";

/** Cards when the box is narrow. Above, the table; if it measures wider than its box, the
 * table at a smaller size; if that is still wider, cards again: a table that does not fit
 * would hide its last columns (the actions) behind a sideways scroll. An unknown width (a
 * server render, jsdom: 0) keeps the table. */
function useMode(ref: React.RefObject<HTMLDivElement | null>, rows: readonly unknown[]): Mode {
  const width = useElementWidth(ref, 0);
  const [needed, setNeeded] = React.useState({ table: 0, dense: 0 });
  let mode: Mode = "table";
  if (width !== null && width > 0) {
    if (width < CARDS_BELOW_PX || width < needed.dense) mode = "cards";
    else if (width < needed.table) mode = "dense";
  }
  // Again for new rows (another page): they may need another width.
  React.useLayoutEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>("[data-slot=table-box]");
    if (mode === "cards" || !box || width === null || width === 0) return;
    // Two pixels of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
    const overflow = box.scrollWidth > box.clientWidth + 2;
    if (overflow) setNeeded((previous) => (previous[mode] === box.scrollWidth ? previous : { ...previous, [mode]: box.scrollWidth }));
  }, [ref, mode, width, rows]);
  return mode;
}

function cellAlign<Row>(column: Column<Row>) {
  return column.align === "end" ? "ov:text-right" : undefined;
}

type BodyProps<Row> = Pick<DataTableProps<Row>, "rows" | "rowKey" | "rowClassName" | "rowSlot" | "rowExtra"> & {
  columns: Column<Row>[];
  dense: boolean;
};

/** A roomy table keeps a row's buttons on one line; a dense one lets them wrap to fit. */
const oneLineActions = "ov:whitespace-nowrap ov:[&_div]:flex-nowrap";

function ExtraRow({ span, children }: { span: number; children: React.ReactNode }) {
  if (isBlank(children)) return null;
  return (
    <tr data-slot="row-extra">
      <td colSpan={span} className="ov:border-b ov:border-border ov:px-3 ov:pb-3 ov:pt-0">
        {children}
      </td>
    </tr>
  );
}

function TableRows<Row>({ columns, rows, rowKey, rowClassName, rowSlot, rowExtra, dense }: BodyProps<Row>) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <React.Fragment key={rowKey(row, index)}>
          <tr className={rowClassName} data-slot={rowSlot}>
            {columns.map((column) =>
              column.rowHeader ? (
                <Th key={column.id} scope="row" wrap data-slot={column.slot} className={cn(cellAlign(column), column.cellClassName)}>
                  {column.cell(row, index)}
                </Th>
              ) : (
                <Td
                  key={column.id}
                  data-slot={column.slot}
                  className={cn(cellAlign(column), column.role === "action" && !dense && oneLineActions, column.cellClassName)}
                >
                  {column.cell(row, index)}
                </Td>
              ),
            )}
          </tr>
          {rowExtra ? <ExtraRow span={columns.length}>{rowExtra(row, index)}</ExtraRow> : null}
        </React.Fragment>
      ))}
    </tbody>
  );
}

function TableFoot<Row>({ columns, footer }: { columns: Column<Row>[]; footer: TableFooter }) {
  return (
    <tfoot>
      <tr className="ov:font-semibold" data-slot={footer.slot}>
        {columns.map((column, index) =>
          index === 0 ? (
            <Th key={column.id} scope="row" wrap>
              {footer.label}
            </Th>
          ) : (
            <Td key={column.id} className={cn(cellAlign(column), column.cellClassName)}>
              {footer.cells[column.id] ?? null}
            </Td>
          ),
        )}
      </tr>
    </tfoot>
  );
}

/**
 * A table described by its columns, each with a role (`key`, `title`, `action`, `detail`):
 * on a desktop a table whose headers and cells wrap to fit its box; in a box under
 * `CARDS_BELOW_PX` a list of cards, one per row, so no row hides its amount or its actions
 * behind a sideways scroll.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  className,
  rowClassName,
  rowSlot,
  busy,
  footer,
  rowExtra,
}: DataTableProps<Row>) {
  const ref = React.useRef<HTMLDivElement>(null);
  const shown = presentColumns(columns);
  const mode = useMode(ref, rows);
  const cards = mode === "cards";
  const rowState = React.useRef(new Map<string, unknown>()).current;
  return (
    <RowStateProvider value={rowState}>
      <div ref={ref} className="ov:w-full ov:min-w-0" data-slot="data-table" data-mode={mode}>
        {cards ? (
          <TableCards
            label={label}
            columns={shown}
            rows={rows}
            rowKey={rowKey}
            rowClassName={rowClassName}
            rowSlot={rowSlot}
            busy={busy}
            footer={footer}
            rowExtra={rowExtra}
          />
        ) : (
          <Table
            label={label}
            fit
            dense={mode === "dense"}
            aria-busy={busy || undefined}
            className={cn(className, busy && "ov:opacity-60")}
          >
            <thead>
              <tr>
                {shown.map((column) => (
                  <Th key={column.id} wrap className={cellAlign(column)}>
                    {column.header}
                  </Th>
                ))}
              </tr>
            </thead>
            <TableRows
              columns={shown}
              rows={rows}
              rowKey={rowKey}
              rowClassName={rowClassName}
              rowSlot={rowSlot}
              rowExtra={rowExtra}
              dense={mode === "dense"}
            />
            {footer ? <TableFoot columns={shown} footer={footer} /> : null}
          </Table>
        )}
      </div>
    </RowStateProvider>
  );
}
