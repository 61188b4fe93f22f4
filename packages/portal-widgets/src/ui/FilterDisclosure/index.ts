export { type ActiveFilter, FilterDisclosure, type FilterDisclosureProps } from "./FilterDisclosure";
