export { ContractsTable, type ContractsTableProps } from "./ContractsTable";
