export { LatestInvoiceCard } from "./LatestInvoiceCard";
export { NewestInvoicesCard } from "./NewestInvoicesCard";
export { ReadingLink } from "./ReadingLink";
