import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { esES } from "../../locales";
import { axeViolations } from "../../testing/axe.testing";
import { SessionTimeoutDialog } from "./SessionTimeoutDialog";

/** A page with a focused field, and the warning opened by a button standing in for the
 * idle timer. */
function Page({ onStay = () => {}, onLogout = () => {} }: { onStay?: () => void; onLogout?: () => void }) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  return (
    <div className="ov-root">
      <label>
        Descripción
        <input />
      </label>
      <button type="button" onClick={() => setExpiresAt(Date.now() + 60_000)}>
        Abrir aviso
      </button>
      <SessionTimeoutDialog
        expiresAt={expiresAt}
        texts={esES.sessionTimeout}
        onStay={() => {
          onStay();
          setExpiresAt(null);
        }}
        onLogout={onLogout}
      />
    </div>
  );
}

function renderPage(props: Parameters<typeof Page>[0] = {}) {
  return render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <Page {...props} />
    </PortalProvider>,
  );
}

/** Opens the warning the way the idle timer does: while the customer is elsewhere on the
 * page (focus in the field). */
async function openWarning() {
  const field = screen.getByRole("textbox", { name: "Descripción" });
  field.focus();
  // A click would move focus to the button; the timer opens the dialog without one.
  act(() => screen.getByRole("button", { name: "Abrir aviso" }).click());
  field.focus();
  return field;
}

describe("SessionTimeoutDialog", () => {
  it("is an alert dialog named 'Tu sesión va a caducar', focus on 'Seguir conectado', no axe violations", async () => {
    renderPage();
    await openWarning();
    const dialog = await screen.findByRole("alertdialog", { name: "Tu sesión va a caducar" });
    expect(dialog).toHaveAccessibleDescription("Por tu seguridad, cerraremos la sesión si no hay actividad.");
    expect(screen.getByRole("button", { name: "Seguir conectado" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("La sesión se cerrará en 1:00.");
    expect(await axeViolations()).toEqual([]);
  });

  it("'Seguir conectado' and Escape both mean stay; focus goes back where it was", async () => {
    const onStay = vi.fn();
    renderPage({ onStay });
    const field = await openWarning();
    await screen.findByRole("alertdialog");
    await userEvent.click(screen.getByRole("button", { name: "Seguir conectado" }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(field).toHaveFocus();

    await openWarning();
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    expect(onStay).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it("'Cerrar sesión' logs out", async () => {
    const onLogout = vi.fn();
    renderPage({ onLogout });
    await openWarning();
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar sesión" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("counts down every second on screen, but announces only at 30 and 10 seconds", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T10:00:00Z") });
    try {
      renderPage();
      await openWarning();
      const dialog = screen.getByRole("alertdialog");
      const status = screen.getByRole("status");
      const announced = new Set<string>();
      for (let second = 0; second < 60; second += 1) {
        announced.add(status.textContent ?? "");
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1_000);
        });
        if (second === 14) expect(dialog).toHaveTextContent("La sesión se cerrará en 0:45.");
      }
      expect([...announced].filter(Boolean)).toEqual([
        "Quedan 30 segundos para que se cierre la sesión.",
        "Quedan 10 segundos para que se cierre la sesión.",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
