import { PasswordResetRequest } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function PasswordResetPage() {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <PasswordResetRequest username={search.get("username") ?? undefined} email={search.get("email") ?? undefined} headingLevel={1} />
    </div>
  );
}
