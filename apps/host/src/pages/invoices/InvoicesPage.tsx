import { InvoiceSearch } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function InvoicesPage() {
  const { id = "" } = useParams();
  return <InvoiceSearch key={id} codAbonado={id} />;
}
