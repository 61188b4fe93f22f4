export { Pager, type PagerLayout, type PagerProps } from "./Pager";
