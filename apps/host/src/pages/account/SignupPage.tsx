import { SignupWizard } from "@oficina-virtual/portal-widgets";

export default function SignupPage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-2xl">
      <SignupWizard headingLevel={1} />
    </div>
  );
}
