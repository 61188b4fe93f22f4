import { AdminHome, AdminInvoices } from "@oficina-virtual/portal-widgets";

export default function AdminPage() {
  return (
    <AdminHome>
      <AdminInvoices headingLevel={2} />
    </AdminHome>
  );
}
