import { useTexts } from "../../core/react/portalHooks";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { formatMessage } from "../../locales/format";

/**
 * 'Últimas 10 facturas' for the default query, otherwise 'Resultados: N' with the
 * electricity and gas counts in brackets when above 0 (part 2 §2.5).
 */
export function adminResultsText(
  labels: { lastTen: string; results: string; lineCount: string },
  lines: { electricidad: string; gas: string },
  isDefault: boolean,
  counts: { all: number; electricidad: number; gas: number },
): string {
  if (isDefault) return labels.lastTen;
  const parts: string[] = [];
  if (counts.electricidad > 0) parts.push(formatMessage(labels.lineCount, { line: lines.electricidad, count: counts.electricidad }));
  if (counts.gas > 0) parts.push(formatMessage(labels.lineCount, { line: lines.gas, count: counts.gas }));
  const total = formatMessage(labels.results, { count: counts.all });
  return parts.length > 0 ? `${total} (${parts.join(", ")})` : total;
}

export function AdminResultsHeader({
  isDefault,
  counts,
  loading,
}: {
  isDefault: boolean;
  counts: { all: number; electricidad: number; gas: number };
  loading: boolean;
}) {
  const labels = useTexts(invoiceListsArea);
  return (
    <p className="ov:text-sm ov:font-semibold ov:text-text" aria-live="polite" data-slot="results-caption">
      {loading ? "" : adminResultsText(labels.sections, labels.lines, isDefault, counts)}
    </p>
  );
}
