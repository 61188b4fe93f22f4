import { ConsumptionCertificate } from "@oficina-virtual/portal-widgets";
import { useParams } from "react-router-dom";

export default function CertificatePage() {
  const { id = "" } = useParams();
  return <ConsumptionCertificate key={id} codAbonado={id} />;
}
