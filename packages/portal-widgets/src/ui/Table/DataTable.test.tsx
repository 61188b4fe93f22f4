import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { axeViolations } from "../../testing/axe.testing";
import { useElementWidth } from "../useElementWidth";
import type { Columns } from "./columns";
import { DataTable } from "./DataTable";

vi.mock("../useElementWidth", () => ({ useElementWidth: vi.fn(() => 0) }));

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
    {children}
  </PortalProvider>
);

interface Row {
  number: string;
  date: string;
  amount: string;
  address: string;
}

const rows: Row[] = [
  { number: "FE25-1", date: "01/02/2025", amount: "12,34 €", address: "Calle Mayor 5" },
  { number: "FE25-2", date: "01/03/2025", amount: "56,78 €", address: "" },
];

const onPdf = vi.fn();
const columns: Columns<Row> = [
  { id: "number", header: "Número", role: "title", cell: (row) => row.number },
  { id: "date", header: "Fecha", role: "title", cell: (row) => row.date },
  { id: "amount", header: "Importe", role: "key", align: "end", cell: (row) => row.amount },
  { id: "address", header: "Dirección", role: "detail", cell: (row) => row.address },
  false,
  {
    id: "pdf",
    header: "Factura",
    role: "action",
    cell: (row) => (
      <button type="button" aria-label={`Descargar ${row.number}`} onClick={() => onPdf(row.number)}>
        PDF
      </button>
    ),
  },
];

const renderAt = (width: number | null) => {
  vi.mocked(useElementWidth).mockReturnValue(width);
  return render(<DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} rowClassName="row" />, { wrapper });
};

describe("DataTable", () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it.each([
    ["unknown (a server render)", null],
    ["unmeasured (jsdom: 0)", 0],
    ["a desktop's", 1024],
  ])("shows a table at %s width, its headers the columns' and no column left out but the false ones", (_, width) => {
    renderAt(width);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Número", "Fecha", "Importe", "Dirección", "Factura"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(table).not.toHaveClass("ov:min-w-max");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows one card per row under 640 px: the title and the key figure first, the action visible, the rest under 'Más datos'", async () => {
    renderAt(375);
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Facturas" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveClass("row");
    const first = within(cards[0] as HTMLElement).getByRole("article", { name: "FE25-1" });
    expect(within(first).getByText("12,34 €").closest("[data-slot=card-key]")).toHaveTextContent("Importe");
    expect(within(first).getByText("01/02/2025")).toBeVisible();
    const disclosure = within(first).getByText("Más datos");
    expect(within(first).getByText("Calle Mayor 5")).not.toBeVisible();
    await userEvent.click(disclosure);
    expect(within(first).getByText("Calle Mayor 5")).toBeVisible();
    await userEvent.click(within(first).getByRole("button", { name: "Descargar FE25-1" }));
    expect(onPdf).toHaveBeenCalledWith("FE25-1");
  });

  it("builds its cards' term lists as HTML allows (each dt and dd in a dl, one div deep at most): no axe violations", async () => {
    renderAt(375);
    await userEvent.click(within(screen.getByRole("article", { name: "FE25-1" })).getByText("Más datos"));
    expect(await axeViolations()).toEqual([]);
  });

  it("leaves out a card's blank cells, and its 'Más datos' when nothing is folded", () => {
    renderAt(375);
    const second = screen.getByRole("article", { name: "FE25-2" });
    expect(within(second).queryByText("Dirección")).toBeNull();
    expect(within(second).queryByText("Más datos")).toBeNull();
    expect(within(second).getByRole("button", { name: "Descargar FE25-2" })).toBeInTheDocument();
  });

  it("shrinks a table wider than its box to the dense size, and shows cards when even that does not fit", () => {
    const dense = () => document.querySelector("table")?.classList.contains("ov:text-xs") ?? false;
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(() => (dense() ? 990 : 1100));
    const { unmount } = renderAt(1000);
    expect(screen.getByRole("table")).toHaveClass("ov:text-xs");
    unmount();
    scroll.mockReturnValue(1100);
    renderAt(1000);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("puts the totals in the table's tfoot, and after the cards under each column's name", () => {
    const footer = { label: "Total", slot: "totals", cells: { amount: "69,12 €" } };
    vi.mocked(useElementWidth).mockReturnValue(0);
    const { unmount } = render(<DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} footer={footer} />, {
      wrapper,
    });
    const total = screen.getByRole("rowheader", { name: "Total" }).closest("tr");
    expect(total).toHaveAttribute("data-slot", "totals");
    expect(total).toHaveTextContent("Total69,12 €");
    unmount();
    vi.mocked(useElementWidth).mockReturnValue(375);
    render(<DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} footer={footer} />, { wrapper });
    expect(document.querySelector("[data-slot=totals]")).toHaveTextContent("TotalImporte69,12 €");
  });
  it("puts a row's extra beneath it: a row spanning every column in the table, the card's last part", () => {
    const rowExtra = (row: Row) => (row.number === "FE25-1" ? <p>Partes de {row.number}</p> : null);
    vi.mocked(useElementWidth).mockReturnValue(1024);
    const { unmount } = render(
      <DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} rowExtra={rowExtra} />,
      {
        wrapper,
      },
    );
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    const extra = screen.getByText("Partes de FE25-1").closest("td");
    expect(extra).toHaveAttribute("colSpan", "5");
    expect(extra?.closest("tr")?.previousElementSibling).toHaveTextContent("FE25-1");
    unmount();
    vi.mocked(useElementWidth).mockReturnValue(375);
    render(<DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} rowExtra={rowExtra} />, { wrapper });
    const card = screen.getByRole("article", { name: "FE25-1" });
    expect(within(card).getByText("Partes de FE25-1").closest("[data-slot=card-extra]")).toBeInTheDocument();
    expect(document.querySelectorAll("[data-slot=card-extra]")).toHaveLength(1);
  });
});
