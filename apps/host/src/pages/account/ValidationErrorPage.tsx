import { ValidationError } from "@oficina-virtual/portal-widgets";

export default function ValidationErrorPage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <ValidationError headingLevel={1} />
    </div>
  );
}
