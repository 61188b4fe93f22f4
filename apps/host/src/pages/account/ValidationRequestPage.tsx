import { ValidationRedirect } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function ValidationRequestPage() {
  const [search] = useSearchParams();
  return <ValidationRedirect token={search.get("token")} />;
}
