import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { vi } from "vitest";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { Pagination } from "./Pagination";

// The texts come from the provider's messages (es-ES by default).
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
    {children}
  </PortalProvider>
);

describe("Pagination", () => {
  it("shows Anterior, at most five numbered buttons with ellipses, Siguiente and Página x/y", () => {
    render(<Pagination page={6} totalPages={12} onPageChange={() => {}} />, { wrapper });
    const numbered = screen.getAllByRole("button", { name: /^Página \d+$/ });
    expect(numbered.map((b) => b.textContent)).toEqual(["1", "5", "6", "7", "12"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    expect(screen.getByText("Página 6/12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página 6" })).toHaveAttribute("aria-current", "page");
  });

  it("disables Anterior on the first page and Siguiente on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPageChange={() => {}} />, { wrapper });
    expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeEnabled();
    rerender(<Pagination page={2} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
  });

  it("asks for the chosen page", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Página 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });

  it("renders nothing without pages", () => {
    const { container } = render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />, { wrapper });
    // The provider's theme box (display: contents) is all there is.
    expect(container.querySelector(".ov-theme") ?? container).toBeEmptyDOMElement();
  });
});
