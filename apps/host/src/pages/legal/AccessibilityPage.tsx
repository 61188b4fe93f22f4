import { AccessibilityStatement } from "@oficina-virtual/portal-widgets";

export default function AccessibilityPage() {
  return <AccessibilityStatement />;
}
