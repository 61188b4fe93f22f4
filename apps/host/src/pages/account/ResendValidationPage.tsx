import { ResendValidation } from "@oficina-virtual/portal-widgets";

export default function ResendValidationPage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <ResendValidation headingLevel={1} />
    </div>
  );
}
