import { createPortalQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
import { esES, loadMessages, memoryStorage } from "@oficina-virtual/portal-widgets/internal";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { documentTitle } from "./documentTitle";
import { GuardedRoute } from "./GuardedRoute";
import { NOT_FOUND_TITLE, ROUTES } from "./routeTable";

// The tab titles the route table had before they moved to the catalogue: Spanish stays exact.
const SPANISH: Record<string, string> = {
  "/": "Inicio",
  "/login": "Iniciar sesión",
  "/signup": "Regístrate",
  "/user-validation-request": "Validación de usuario",
  "/user-validation": "Usuario validado",
  "/user-validation-error": "Error de validación",
  "/recovery-username": "Recuperar usuario",
  "/user-validation-resend": "Reenviar validación",
  "/password-reset": "Recuperar contraseña",
  "/password-change": "Nueva contraseña",
  "/user-change-password": "Cambio de contraseña",
  "/user-verify-email": "Verificación de e-mail",
  "/user-confirm-email-change": "Confirmar el nuevo correo electrónico",
  "/user-undo-email-change": "Deshacer el cambio de correo electrónico",
  "/admin": "Mi cuenta",
  "/issues": "Solicitudes",
  "/issues/:issueId": "Detalle de solicitud",
  "/new-issue": "Crear Solicitud",
  "/invoices/:id": "Buscar Facturas",
  "/allinvoices": "Facturas",
  "/allinvoices-gas": "Buscar Facturas de Gas",
  "/administrador-fincas": "Administrador de finca",
  "/telemetry/:id": "Buscar telemedida",
  "/loadcurve/:id": "Buscar curva de carga",
  "/potencia/:id": "Potencia óptima",
  "/certificate/:id": "Certificado de Consumos",
  "/readinginput/:id": "Aporte de lecturas",
  "/aviso-legal": "Aviso Legal",
  "/politica-de-cookies": "Política de Cookies",
  "/politica-de-privacidad": "Política de Privacidad",
  "/accesibilidad": "Declaración de accesibilidad",
};

describe("the tab titles", () => {
  it("are the route table's Spanish, word for word, in es-ES", () => {
    expect(Object.fromEntries(ROUTES.map((route) => [route.path, documentTitle(esES, route.title)]))).toEqual(
      Object.fromEntries(Object.entries(SPANISH).map(([path, title]) => [path, `${title} | Oficina Virtual`])),
    );
    expect(documentTitle(esES, NOT_FOUND_TITLE)).toBe("Página no encontrada | Oficina Virtual");
  });

  it.each([
    ["ca-ES", "Avís legal | Oficina Virtual", "Inicia la sessió | Oficina Virtual"],
    ["eu-ES", "Lege-oharra | Bulego Birtuala", "Hasi saioa | Bulego Birtuala"],
    ["gl-ES", "Aviso legal | Oficina Virtual", "Iniciar sesión | Oficina Virtual"],
    ["en", "Legal notice | Oficina Virtual", "Sign in | Oficina Virtual"],
  ] as const)("follow the %s catalogue", async (locale, legalNotice, login) => {
    const messages = await loadMessages(locale);
    expect(documentTitle(messages, "legalNotice")).toBe(legalNotice);
    expect(documentTitle(messages, "login")).toBe(login);
    // Most titles are translated (Galician shares a few words with Spanish: Facturas, Solicitudes).
    const same = ROUTES.filter((route) => documentTitle(messages, route.title) === documentTitle(esES, route.title));
    expect(same.length / ROUTES.length).toBeLessThan(0.4);
  });
});

describe("<title> on a language switch", () => {
  const Page = () => <p>página</p>;
  const portal = (locale: string) => (
    <MemoryRouter initialEntries={["/aviso-legal"]}>
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl=""
        navigate={() => undefined}
        storage={memoryStorage()}
        locale={locale}
      >
        <GuardedRoute access="public" title="legalNotice" page={Page} />
      </PortalProvider>
    </MemoryRouter>
  );

  it("follows the locale without a navigation, and back", async () => {
    const view = render(portal("es-ES"));
    expect(screen.getByText("página")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Aviso Legal | Oficina Virtual"));
    view.rerender(portal("ca-ES"));
    await waitFor(() => expect(document.title).toBe("Avís legal | Oficina Virtual"));
    view.rerender(portal("en"));
    await waitFor(() => expect(document.title).toBe("Legal notice | Oficina Virtual"));
    view.rerender(portal("es-ES"));
    await waitFor(() => expect(document.title).toBe("Aviso Legal | Oficina Virtual"));
  });

  it("is not set while the route redirects", async () => {
    document.title = "antes";
    render(
      <MemoryRouter initialEntries={["/admin"]}>
        <PortalProvider
          queryClient={createPortalQueryClient()}
          apiBaseUrl=""
          navigate={() => undefined}
          storage={memoryStorage()}
          locale="ca-ES"
        >
          <GuardedRoute access="authenticated" title="account" page={Page} />
        </PortalProvider>
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe("antes");
  });
});
