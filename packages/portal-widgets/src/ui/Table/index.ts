export type { Column, ColumnRole, Columns } from "./columns";
export { DataTable, type DataTableProps } from "./DataTable";
export { useRowState } from "./rowState";
export { Table, Td, Th } from "./Table";
