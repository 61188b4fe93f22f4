import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { Pagination } from "./Pagination";

function renderPagination(props: Partial<React.ComponentProps<typeof Pagination>> = {}) {
  const onPageChange = vi.fn();
  render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <Pagination layout="arrows" page={1} totalPages={12} label="Paginación de facturas" onPageChange={onPageChange} {...props} />
    </PortalProvider>,
  );
  return onPageChange;
}

describe("Pagination, arrows layout", () => {
  it("arrows layout: 'current/total' between arrows, plus numbered pages with ellipses", async () => {
    const onPageChange = renderPagination({ page: 6 });
    expect(screen.getByRole("navigation", { name: "Paginación de facturas" })).toHaveTextContent("6/12");
    const numbered = screen.getAllByRole("button", { name: /^Página \d+$/ });
    expect(numbered.map((b) => b.textContent)).toEqual(["1", "5", "6", "7", "12"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Página anterior" }));
    await userEvent.click(screen.getByRole("button", { name: "Página siguiente" }));
    await userEvent.click(screen.getByRole("button", { name: "Página 12" }));
    await userEvent.click(screen.getByRole("button", { name: "Página 6" }));
    expect(onPageChange.mock.calls).toEqual([[5], [7], [12]]);
  });

  it("arrows layout: one page shows '1/1' with disabled arrows and no numbers", () => {
    renderPagination({ totalPages: 1 });
    expect(screen.getByText("1/1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página anterior" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Página siguiente" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Página 1" })).not.toBeInTheDocument();
  });

  it("numbered layout: Anterior, at most five numbers, Siguiente and Página x/y", async () => {
    const onPageChange = renderPagination({ layout: "numbered", page: 1, totalPages: 9 });
    expect(screen.getAllByRole("button", { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(["1", "2", "9"]);
    expect(screen.getByText("Página 1/9")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("ignores clicks while a page loads, and the pressed button stays focusable (aria-disabled)", async () => {
    const onPageChange = renderPagination({ page: 2, disabled: true });
    const next = screen.getByRole("button", { name: "Página siguiente" });
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Página 3" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next);
    expect(next).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Página 3" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("renders nothing without pages", () => {
    renderPagination({ totalPages: 0 });
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
