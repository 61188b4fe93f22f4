import { MeterReadingForm } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function ReadingInputPage() {
  const { id = "" } = useParams();
  return <MeterReadingForm key={id} codAbonado={id} />;
}
