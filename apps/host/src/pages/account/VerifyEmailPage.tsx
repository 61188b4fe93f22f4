import { VerifyEmail } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <VerifyEmail token={search.get("token")} headingLevel={1} />
    </div>
  );
}
