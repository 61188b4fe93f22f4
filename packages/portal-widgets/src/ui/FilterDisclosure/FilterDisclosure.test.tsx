import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { axeViolations } from "../../testing/axe.testing";
import { useElementWidth } from "../useElementWidth";
import { FilterDisclosure } from "./FilterDisclosure";

vi.mock("../useElementWidth", () => ({ useElementWidth: vi.fn(() => 0) }));

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
    {children}
  </PortalProvider>
);

function Form() {
  return (
    <form aria-label="Filtros">
      <label htmlFor="cups">CUPS</label>
      <input id="cups" />
    </form>
  );
}

const setWidth = (width: number) => vi.mocked(useElementWidth).mockReturnValue(width);

afterEach(() => vi.mocked(useElementWidth).mockReturnValue(0));

describe("FilterDisclosure", () => {
  it("shows the form and no button on a wide box (or an unknown width)", () => {
    setWidth(900);
    render(
      <FilterDisclosure active={[]}>
        <Form />
      </FilterDisclosure>,
      { wrapper },
    );
    expect(screen.getByRole("form", { name: "Filtros" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Filtrar" })).toBeNull();
  });

  it("folds on a phone: closed, with the active filters, and opens with the keyboard", async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(
      <FilterDisclosure
        active={[
          { label: "CUPS", value: "ES0021" },
          { label: "Desde", value: "01-10-2026" },
        ]}
      >
        <Form />
      </FilterDisclosure>,
      { wrapper },
    );
    const toggle = screen.getByRole("button", { name: "Filtrar" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).not.toBeVisible();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("Filtros activos: CUPS: ES0021 · Desde: 01-10-2026")).toBeVisible();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("form", { name: "Filtros" })).toBeVisible();
    expect(screen.queryByText(/Filtros activos/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says there is no filter, and keeps what was typed when it folds and unfolds", async () => {
    setWidth(900);
    const user = userEvent.setup();
    const { rerender } = render(
      <FilterDisclosure active={[]}>
        <Form />
      </FilterDisclosure>,
      { wrapper },
    );
    await user.type(screen.getByLabelText("CUPS"), "ES0031");
    setWidth(375);
    rerender(
      <FilterDisclosure active={[]}>
        <Form />
      </FilterDisclosure>,
    );
    expect(screen.getByText("Sin filtros")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(screen.getByLabelText("CUPS")).toHaveValue("ES0031");
  });
});
