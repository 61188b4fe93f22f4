import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { useElementWidth } from "../useElementWidth";
import type { Columns } from "./columns";
import { DataTable } from "./DataTable";
import { useRowState } from "./rowState";

vi.mock("../useElementWidth", () => ({ useElementWidth: vi.fn(() => 1024) }));

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
    {children}
  </PortalProvider>
);

interface Row {
  number: string;
}

function Toggle({ number }: { number: string }) {
  const [open, setOpen] = useRowState(`toggle-${number}`, false);
  return (
    <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
      {number}
    </button>
  );
}

const columns: Columns<Row> = [{ id: "toggle", header: "Abrir", role: "action", cell: (row) => <Toggle number={row.number} /> }];
const rows: Row[] = [{ number: "FE25-1" }, { number: "FE25-2" }];
const table = () => <DataTable label="Facturas" columns={columns} rows={rows} rowKey={(row) => row.number} />;

describe("useRowState", () => {
  it("keeps a row's state when its table turns into cards and back (its cells remount)", async () => {
    const { rerender } = render(table(), { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "FE25-1" }));
    expect(screen.getByRole("button", { name: "FE25-1" })).toHaveAttribute("aria-pressed", "true");

    vi.mocked(useElementWidth).mockReturnValue(375);
    rerender(table());
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("button", { name: "FE25-1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "FE25-2" })).toHaveAttribute("aria-pressed", "false");

    vi.mocked(useElementWidth).mockReturnValue(1024);
    rerender(table());
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "FE25-1" })).toHaveAttribute("aria-pressed", "true");
  });

  it("is plain state outside a DataTable", async () => {
    render(<Toggle number="FE25-3" />);
    await userEvent.click(screen.getByRole("button", { name: "FE25-3" }));
    expect(screen.getByRole("button", { name: "FE25-3" })).toHaveAttribute("aria-pressed", "true");
  });
});
