export { AdminInvoices, type AdminInvoicesProps } from "./AdminInvoices";
