import { LoginForm } from "@oficina-virtual/portal-widgets";

export default function LoginPage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <LoginForm headingLevel={1} />
    </div>
  );
}
