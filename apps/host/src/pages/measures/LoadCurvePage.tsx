import { LoadCurveChart } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function LoadCurvePage() {
  const { id = "" } = useParams();
  return <LoadCurveChart key={id} codAbonado={id} />;
}
