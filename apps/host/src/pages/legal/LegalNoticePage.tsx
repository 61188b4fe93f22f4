import { LegalNotice } from "@oficina-virtual/portal-widgets";

export default function LegalNoticePage() {
  return <LegalNotice />;
}
