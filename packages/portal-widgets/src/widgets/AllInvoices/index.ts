export { AllInvoices, type AllInvoicesProps } from "./AllInvoices";
