import { EmailLinkPasswordChange } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function EmailLinkPasswordPage() {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <EmailLinkPasswordChange token={search.get("token")} headingLevel={1} />
    </div>
  );
}
