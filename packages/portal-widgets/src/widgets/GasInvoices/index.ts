export { GasInvoices, type GasInvoicesProps } from "./GasInvoices";
