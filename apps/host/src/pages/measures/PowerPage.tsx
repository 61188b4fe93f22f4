import { PowerAdvice } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function PowerPage() {
  const { id = "" } = useParams();
  return <PowerAdvice key={id} codAbonado={id} />;
}
