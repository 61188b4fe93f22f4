// The header's language selector with the login form, as the host app's /login shows them
// (here, beside the widgets: a widget's own folder may not import another widget).
import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createPortalQueryClient } from "../core/queries/queryClient";
import { PortalProvider } from "../core/react/PortalProvider";
import { useLocale } from "../core/react/portalHooks";
import { LOCALE_KEY } from "../core/session/localePreference";
import { memoryStorage, type StorageAdapter } from "../core/session/storage";
import { TEST_API } from "../testing/renderWithPortal.testing";
import { LoginForm } from "./LoginForm";
import { PortalHeader } from "./PortalHeader";

/** The login page as the host app shows it, on a storage the test keeps across mounts. */
function renderLogin(storage: StorageAdapter, props: { locale?: string; onLocaleChange?: (locale: string) => void } = {}) {
  return render(
    <PortalProvider
      apiBaseUrl={TEST_API}
      navigate={() => undefined}
      storage={storage}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      {...props}
    >
      <PortalHeader socialLinks={[]} />
      <LoginForm />
      <ShownLocale />
    </PortalProvider>,
  );
}

function ShownLocale() {
  return <output data-testid="locale">{useLocale().locale}</output>;
}

describe("the header's language selector", () => {
  it("is labelled 'Idioma' and lists each language in its own name", () => {
    renderLogin(memoryStorage());
    const select = screen.getByRole("combobox", { name: "Idioma" });
    expect(select).toHaveValue("es-ES");
    const options = screen.getAllByRole("option").map((option) => [option.textContent, option.getAttribute("lang")]);
    expect(options).toEqual([
      ["Español", "es"],
      ["Català", "ca"],
      ["Euskara", "eu"],
      ["Galego", "gl"],
      ["English", "en"],
    ]);
  });

  it("turns the login into Catalan and back, and the choice survives a remount", async () => {
    const storage = memoryStorage();
    const changes: string[] = [];
    const first = renderLogin(storage, { onLocaleChange: (locale) => changes.push(locale) });
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Idioma" }), "Català");
    expect(await screen.findByRole("heading", { name: "Inicia la sessió" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Entra" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuari/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Iniciar sesión" })).not.toBeInTheDocument();
    // The selector keeps its label in every language: 'Idioma' is Catalan too.
    expect(screen.getByRole("combobox", { name: "Idioma" })).toHaveValue("ca-ES");
    expect(screen.getByTestId("locale")).toHaveTextContent("ca-ES");
    expect(storage.getItem(LOCALE_KEY)).toBe("ca-ES");
    expect(changes).toEqual(["ca-ES"]);

    // A new visit: the provider reads the remembered language.
    first.unmount();
    const second = renderLogin(storage);
    expect(await screen.findByRole("heading", { name: "Inicia la sessió" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Idioma" }), "Español");
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Entrar" })).toBeInTheDocument();
    expect(storage.getItem(LOCALE_KEY)).toBe("es-ES");
    second.unmount();

    renderLogin(storage);
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });

  it("shows Catalan validation messages once Catalan is chosen", async () => {
    renderLogin(memoryStorage({ [LOCALE_KEY]: "ca-ES" }));
    await screen.findByRole("heading", { name: "Inicia la sessió" });
    await userEvent.click(screen.getByRole("button", { name: "Entra" }));
    expect(await screen.findByText("El camp Usuari és obligatori.")).toBeInTheDocument();
  });

  it("gives the provider's locale prop the last word (the embed's lang), with any tag of the language", async () => {
    renderLogin(memoryStorage({ [LOCALE_KEY]: "gl-ES" }), { locale: "en-GB" });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  });

  it("ignores a remembered language it does not know", () => {
    renderLogin(memoryStorage({ [LOCALE_KEY]: "fr-FR" }));
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });

  it("can be left out by a host with its own language switch", async () => {
    render(
      <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl={TEST_API} navigate={() => undefined} storage={memoryStorage()}>
        <PortalHeader languageSelector={false} socialLinks={[]} />
      </PortalProvider>,
    );
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Idioma" })).not.toBeInTheDocument());
  });
});
