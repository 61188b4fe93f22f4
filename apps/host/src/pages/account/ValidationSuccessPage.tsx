import { ValidationSuccess } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function ValidationSuccessPage() {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <ValidationSuccess user={search.get("user")} headingLevel={1} />
    </div>
  );
}
