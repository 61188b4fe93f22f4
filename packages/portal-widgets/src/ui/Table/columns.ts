import type * as React from "react";

/**
 * What a column is to its row, which decides where it sits on a phone's card:
 * - `key`: the row's key figure (an amount), first and large;
 * - `title`: names the row (a number, a date), always shown;
 * - `action`: the row's buttons and links, always shown;
 * - `detail`: everything else, folded into the card's 'Más datos'.
 */
export type ColumnRole = "key" | "title" | "action" | "detail";

export interface Column<Row> {
  id: string;
  /** The table's header and the card's label: the spec's column title, unchanged. */
  header: React.ReactNode;
  role: ColumnRole;
  cell: (row: Row, index: number) => React.ReactNode;
  /** Figures align to the end of their column. */
  align?: "start" | "end";
  /** Extra classes of the table's cells (a figure kept on one line, a mono code). */
  cellClassName?: string;
  /** The card's heading (and its accessible name), when it is not the first `title`. */
  headline?: boolean;
  /** Takes a card's whole width (an address) instead of half. */
  wide?: boolean;
  /** A `data-slot` on the cell, for themes and end-to-end tests. */
  slot?: string;
  /** The cell is the row's header (`th scope="row"`) in the table. */
  rowHeader?: boolean;
}

/** A column that appears only under a condition (`simple && {...}`) is left out with false. */
export type Columns<Row> = readonly (Column<Row> | false | null | undefined)[];

export const presentColumns = <Row>(columns: Columns<Row>): Column<Row>[] =>
  columns.filter((column): column is Column<Row> => Boolean(column));

/** Nothing to show: a card leaves the label out rather than print it over a blank. */
export const isBlank = (content: React.ReactNode) => content === null || content === undefined || content === "" || content === false;

/** A totals row: the table's `tfoot`, a summary after the cards. */
export interface TableFooter {
  label: React.ReactNode;
  /** By column id; a column without one stays blank. */
  cells: Partial<Record<string, React.ReactNode>>;
  /** Its `data-slot`, on the `tr` or the summary card. */
  slot?: string;
}
