import { PrivacyPolicy } from "@oficina-virtual/portal-widgets";

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
