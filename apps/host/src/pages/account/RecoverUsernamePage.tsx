import { RecoverUsername } from "@oficina-virtual/portal-widgets";

export default function RecoverUsernamePage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <RecoverUsername headingLevel={1} />
    </div>
  );
}
