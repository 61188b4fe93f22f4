import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { COLOR_SCHEME_KEY } from "../../core/appearance/colorScheme";
import { usePortal } from "../../core/react/portalHooks";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import type { SessionStore } from "../../core/session/sessionStore";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { PortalHeader } from "./PortalHeader";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let session: SessionStore;
function GrabSession() {
  session = usePortal().session;
  return null;
}

describe("PortalHeader", () => {
  it("shows the help phone, contact e-mail, social links and version to everyone", () => {
    renderWithPortal(<PortalHeader />, { session: null });
    expect(screen.getByRole("banner")).toHaveAttribute("data-ov-widget", "PortalHeader");
    expect(screen.getByRole("link", { name: "900 908 178" })).toHaveAttribute("href", "tel:900908178");
    expect(screen.getByText("Teléfono de ayuda:", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "atencion@luzygasiberica.example" })).toHaveAttribute(
      "href",
      "mailto:atencion@luzygasiberica.example",
    );
    const facebook = screen.getByRole("link", { name: "Facebook (se abre en una ventana nueva)" });
    expect(facebook).toHaveAttribute("target", "_blank");
    expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Versión 2.0.7")).toBeInTheDocument();
  });

  it("opens the phone menu (its dialog loaded on first use), closes it with Escape and gives focus back to 'Menú'", async () => {
    const user = userEvent.setup();
    renderWithPortal(<PortalHeader />, { session: null });
    const button = screen.getByRole("button", { name: "Menú" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Menú" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toContainElement(screen.getAllByRole("link", { name: "Inicio" })[0]!);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("shows neither greeting, totals nor logout when logged out", () => {
    renderWithPortal(<PortalHeader />, { session: null });
    expect(screen.queryByText("Bienvenido")).not.toBeInTheDocument();
    expect(screen.queryByText("Administrador de finca")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cerrar sesión" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Oficina Virtual/ })).toHaveAttribute("href", "/");
  });

  it("greets a customer with 'Bienvenido' and no totals", () => {
    renderWithPortal(<PortalHeader />);
    // Twice: the desktop bar's and the phone header's (CSS shows one).
    expect(screen.getAllByText("Bienvenido")).toHaveLength(2);
    expect(screen.queryByText(", Lucía")).not.toBeInTheDocument();
    expect(screen.queryByText("Administrador de finca")).not.toBeInTheDocument();
    expect(screen.queryByText("Contratos")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mi cuenta" })).toHaveAttribute("href", "/admin");
  });

  it("shows an administrator's totals as soon as the store has them, without polling", () => {
    const storage = loggedInStorage({ admin: true });
    delete storage[SESSION_KEYS.totalElectricidad];
    delete storage[SESSION_KEYS.totalGas];
    const setInterval = vi.spyOn(globalThis, "setInterval");
    renderWithPortal(
      <>
        <GrabSession />
        <PortalHeader />
      </>,
      { storage },
    );
    expect(screen.getAllByText("Administrador de finca")).toHaveLength(2);
    expect(screen.queryByText("Bienvenido")).not.toBeInTheDocument();
    expect(screen.queryByText("Contratos")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Oficina Virtual/ })).toHaveAttribute("href", "/administrador-fincas");

    act(() => session.setTotals({ totalElectricidad: 30, totalGas: 10 }));
    expect(screen.getByText("Contratos")).toBeInTheDocument();
    expect(screen.getByText("Electricidad:").nextSibling).toHaveTextContent("30");
    expect(screen.getByText("Gas:").nextSibling).toHaveTextContent("10");
    expect(setInterval).not.toHaveBeenCalled();
    setInterval.mockRestore();
  });

  it("logs out with the refresh token, then goes to the login link", async () => {
    server.use(http.post(`${TEST_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests(server);
    const { navigate, storage } = renderWithPortal(<PortalHeader />);

    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url).toBe("/ov/user/api/logout");
    expect(requests[0]!.headers.get("refresh_token")).toBe("story-refresh-token");
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(screen.queryByRole("button", { name: "Cerrar sesión" })).not.toBeInTheDocument();
    expect(screen.queryByText("Bienvenido")).not.toBeInTheDocument();
  });

  it("still logs out locally when the logout call fails", async () => {
    server.use(http.post(`${TEST_API}/ov/user/api/logout`, () => HttpResponse.error()));
    const { navigate } = renderWithPortal(<PortalHeader />);
    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(screen.queryByRole("button", { name: "Cerrar sesión" })).not.toBeInTheDocument();
  });
});

describe("PortalHeader: 'Modo oscuro'", () => {
  /** jsdom has no matchMedia: the system's scheme as a stub. */
  function systemPrefers(scheme: "light" | "dark") {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: scheme === "dark" && query === "(prefers-color-scheme: dark)",
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }
  const themeScope = (element: HTMLElement) => element.closest<HTMLElement>("[data-ov-theme]")!;

  it("follows the system until pressed, then stores the choice for this browser and applies it", async () => {
    const restore = systemPrefers("dark");
    try {
      const { storage } = renderWithPortal(<PortalHeader />, { session: null });
      const toggle = screen.getByRole("button", { name: "Modo oscuro" });
      expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(themeScope(toggle).dataset.ovTheme).toBe("dark");
      expect(themeScope(toggle).style.colorScheme).toBe("light dark");
      expect(storage.getItem(COLOR_SCHEME_KEY)).toBeNull();

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(storage.getItem(COLOR_SCHEME_KEY)).toBe("light");
      expect(themeScope(toggle).dataset.ovTheme).toBe("light");
      expect(themeScope(toggle).style.colorScheme).toBe("light");
    } finally {
      restore();
    }
  });

  it("starts from the stored choice, over the host's default and the system", () => {
    const restore = systemPrefers("light");
    try {
      renderWithPortal(<PortalHeader />, { storage: { [COLOR_SCHEME_KEY]: "dark" }, appearance: { colorScheme: "light" } });
      const toggle = screen.getByRole("button", { name: "Modo oscuro" });
      expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(themeScope(toggle).style.colorScheme).toBe("dark");
    } finally {
      restore();
    }
  });

  it("takes the host's appearance: element classes and CSS variables", () => {
    renderWithPortal(<PortalHeader />, {
      session: null,
      appearance: { elements: { header: "marca-cabecera", button: "marca-boton" }, variables: { colorPrimary: "#0a7d32" } },
    });
    const toggle = screen.getByRole("button", { name: "Modo oscuro" });
    expect(toggle).toHaveClass("marca-boton");
    expect(toggle.closest("header")).toHaveClass("marca-cabecera");
    expect(themeScope(toggle).style.getPropertyValue("--ov-color-primary")).toBe("light-dark(#0a7d32, var(--ov-dark-color-primary))");
  });
});

describe("PortalHeader on a narrow desktop", () => {
  it("keeps the compact controls' names for screen readers: the language and 'Modo oscuro'", () => {
    renderWithPortal(<PortalHeader />);
    const toggle = screen.getAllByRole("button", { name: "Modo oscuro" })[0]!;
    expect(toggle).toHaveAttribute("title", "Modo oscuro");
    expect(screen.getAllByLabelText("Idioma").length).toBeGreaterThan(0);
  });
});
