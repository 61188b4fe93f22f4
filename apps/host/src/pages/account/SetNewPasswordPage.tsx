import { SetNewPassword } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function SetNewPasswordPage() {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <SetNewPassword confirmation={search.get("confirmation")} headingLevel={1} />
    </div>
  );
}
