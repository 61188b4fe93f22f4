import { ContactEmailLink } from "@oficina-virtual/portal-widgets";
import { useSearchParams } from "react-router-dom";

/** The pages of the 'Datos de contacto' e-mail links: confirm a new address, undo a change. */
export function ContactEmailLinkPage({ action }: { action: "confirm" | "undo" }) {
  const [search] = useSearchParams();
  return (
    <div className="ov:mx-auto ov:w-full ov:max-w-md">
      <ContactEmailLink action={action} token={search.get("token")} headingLevel={1} />
    </div>
  );
}

export const ConfirmEmailChangePage = () => <ContactEmailLinkPage action="confirm" />;
export const UndoEmailChangePage = () => <ContactEmailLinkPage action="undo" />;
