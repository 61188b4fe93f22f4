export { Table, Td, Th } from "./Table";
