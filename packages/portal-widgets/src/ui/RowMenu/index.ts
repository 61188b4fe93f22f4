export { RowMenu, type RowMenuItem, type RowMenuProps } from "./RowMenu";
