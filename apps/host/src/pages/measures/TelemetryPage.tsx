import { TelemetryChart } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function TelemetryPage() {
  const { id = "" } = useParams();
  return <TelemetryChart key={id} codAbonado={id} />;
}
