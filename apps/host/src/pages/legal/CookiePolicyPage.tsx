import { CookiePolicy } from "@oficina-virtual/portal-widgets";

export default function CookiePolicyPage() {
  return <CookiePolicy />;
}
