import type { ChartBar } from "./InvoiceBarChart";

interface ChartTableProps {
  title: string;
  dateHeader: string;
  bars: readonly ChartBar[];
  rows: readonly Record<string, unknown>[];
  unit: string;
  format: (value: number) => string;
}

/** The bars as a table for screen readers (the SVG is hidden from them). Hidden through a
 * wrapper: a table is as wide as its content whatever its width, and an sr-only table made
 * the page scroll sideways at 320 px (WCAG 1.4.10). */
export function ChartTable({ title, dateHeader, bars, rows, unit, format }: ChartTableProps) {
  return (
    <div className="ov:sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeader}</th>
            {bars.map((bar) => (
              <th key={bar.key} scope="col">{`${bar.name} (${unit})`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${String(row.label)}-${index}`}>
              <th scope="row">{String(row.label)}</th>
              {bars.map((bar) => {
                const value = row[bar.key];
                return <td key={bar.key}>{typeof value === "number" ? format(value) : "—"}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
