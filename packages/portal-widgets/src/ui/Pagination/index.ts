export { Pagination, type PaginationLayout, type PaginationProps } from "./Pagination";
