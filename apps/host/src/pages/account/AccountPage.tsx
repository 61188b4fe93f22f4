import { AccountMenu, ContactDetails } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

export default function AccountPage() {
  // ?cuenta-bancaria={codAbonado}: the bank-change e-mail's link opens that contract's account.
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-2xl">
      <AccountMenu headingLevel={1} bankAccountContract={search.get("cuenta-bancaria") ?? undefined}>
        <ContactDetails headingLevel={2} />
      </AccountMenu>
    </div>
  );
}
