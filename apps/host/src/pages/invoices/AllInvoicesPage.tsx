import { AllInvoices } from "@oficina-virtual/portal-widgets";

export default function AllInvoicesPage() {
  return <AllInvoices />;
}
