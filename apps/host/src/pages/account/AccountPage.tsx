import { AccountMenu, ContactDetails } from "@oficina-virtual/portal-widgets";

export default function AccountPage() {
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-2xl">
      <AccountMenu headingLevel={1}>
        <ContactDetails headingLevel={2} />
      </AccountMenu>
    </div>
  );
}
