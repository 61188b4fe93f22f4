import type { Invoice } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";

export type InvoiceKind = "unified" | "misc" | "electricidad" | "gas";

/** Which icon a row gets (part 2 §2.5): unified first, then miscellaneous ('VA'), then the line. */
export function invoiceKind(invoice: Pick<Invoice, "isUnified" | "category" | "line">): InvoiceKind {
  if (invoice.isUnified) return "unified";
  if (invoice.category?.trim().toUpperCase() === "VA") return "misc";
  return invoice.line === "Gas" ? "gas" : "electricidad";
}

// One colour per kind, the line tokens for the two lines.
const tone: Record<InvoiceKind, string> = {
  unified: "ov:text-primary",
  misc: "ov:text-text-muted",
  electricidad: "ov:text-electricity",
  gas: "ov:text-gas",
};

function Glyph({ kind }: { kind: InvoiceKind }) {
  switch (kind) {
    case "unified":
      // Two stacked sheets.
      return (
        <>
          <rect x="7" y="3" width="12" height="15" rx="1.5" />
          <path d="M5 7v12.5A1.5 1.5 0 0 0 6.5 21H16" />
        </>
      );
    case "misc":
      // A sheet with a plus: services other than energy.
      return (
        <>
          <path d="M6 3h9l4 4v14H6z" />
          <path d="M12.5 10v7M9 13.5h7" />
        </>
      );
    case "electricidad":
      return <path d="M13 2 4 14h7l-1 8 9-12h-7z" />;
    case "gas":
      return <path d="M12 2c1 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.5-4.5 3-6 0 2 1 3 2 3.5C11 8 11 5 12 2z" />;
  }
}

/** The row's line icon: an image with a name, so the column reads without the picture. */
export function InvoiceIcon({ invoice, className }: { invoice: Invoice; className?: string }) {
  const labels = useTexts(invoiceListsArea).icons;
  const kind = invoiceKind(invoice);
  return (
    <svg
      role="img"
      aria-label={labels[kind]}
      data-kind={kind}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
      className={cn("ov-invoice-icon ov:size-5 ov:shrink-0", tone[kind], className)}
    >
      <title>{labels[kind]}</title>
      <Glyph kind={kind} />
    </svg>
  );
}
