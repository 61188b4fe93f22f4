import { GasInvoices } from "@oficina-virtual/portal-widgets";

export default function GasInvoicesPage() {
  return <GasInvoices />;
}
