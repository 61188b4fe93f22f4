import { act, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusRescue } from "./useFocusRescue";

function Region({ rescue = true }: { rescue?: boolean }) {
  const main = useRef<HTMLElement>(null);
  const none = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(true);
  useFocusRescue(rescue ? main : none);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Fuera
      </button>
      <main ref={main} tabIndex={-1} aria-label="Contenido">
        {shown ? (
          <button type="button" onClick={() => setShown(false)}>
            Entrar
          </button>
        ) : (
          <p>Cargando…</p>
        )}
      </main>
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("useFocusRescue", () => {
  it("moves focus to the region when the focused element inside it is removed", async () => {
    render(<Region />);
    const entrar = screen.getByRole("button", { name: "Entrar" });
    entrar.focus();
    await act(async () => entrar.click());
    await settle();
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("without it, focus falls to <body> (what the hook is for)", async () => {
    render(<Region rescue={false} />);
    const entrar = screen.getByRole("button", { name: "Entrar" });
    entrar.focus();
    await act(async () => entrar.click());
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves focus alone when it is outside the region", async () => {
    render(<Region />);
    const fuera = screen.getByRole("button", { name: "Fuera" });
    fuera.focus();
    await act(async () => fuera.click());
    await settle();
    expect(document.activeElement).toBe(fuera);
  });
});
