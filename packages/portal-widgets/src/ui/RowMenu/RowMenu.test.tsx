import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { axeViolations } from "../../testing/axe.testing";
import { RowMenu } from "./RowMenu";

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
    {children}
  </PortalProvider>
);

function setup() {
  const onProformas = vi.fn();
  const onBreakdown = vi.fn();
  render(
    <>
      <RowMenu
        rowKey="FE25-1"
        items={[
          { id: "proformas", label: "Proformas", ariaLabel: "Proformas de la factura FE25-1", onSelect: onProformas },
          { id: "pdf", label: "Proformas PDF", onSelect: vi.fn() },
          { id: "breakdown", label: "Desglose", opensDialog: true, onSelect: onBreakdown },
        ]}
      />
      <button type="button">Después</button>
    </>,
    { wrapper },
  );
  return { onProformas, onBreakdown, button: screen.getByRole("button", { name: "Más acciones de FE25-1" }) };
}

describe("RowMenu", () => {
  it("is a menu button named by its row, closed at first", () => {
    const { button } = setup();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveTextContent("Más acciones");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens with the keyboard on its first item; arrows, Home and End move; Escape gives focus back", async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Más acciones de FE25-1" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Proformas", "Proformas PDF", "Desglose"]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(items[2]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(items[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(items[0]).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard("{Escape}");
    expect(menu).not.toBeInTheDocument();
    await vi.waitFor(() => expect(button).toHaveFocus());
  });

  it("runs an item with Enter, closes, and leaves focus on the button", async () => {
    const user = userEvent.setup();
    const { button, onProformas, onBreakdown } = setup();
    await user.click(button);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onBreakdown).toHaveBeenCalledTimes(1);
    expect(onProformas).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Proformas de la factura FE25-1" }));
    expect(onProformas).toHaveBeenCalledTimes(1);
  });

  it("opens with ArrowDown and closes with Tab, focus back on the button", async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Tab}");
    expect(screen.queryByRole("menu")).toBeNull();
    await vi.waitFor(() => expect(button).toHaveFocus());
  });
});
