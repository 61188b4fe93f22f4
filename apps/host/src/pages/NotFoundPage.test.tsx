import { createPortalQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
import { memoryStorage } from "@oficina-virtual/portal-widgets/internal";
import { render, screen } from "@testing-library/react";
import NotFoundPage from "./NotFoundPage";

const inLocale = (locale: string) =>
  render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl=""
      navigate={() => undefined}
      storage={memoryStorage()}
      locale={locale}
    >
      <NotFoundPage />
    </PortalProvider>,
  );

describe("NotFoundPage", () => {
  it("keeps its Spanish in es-ES", () => {
    inLocale("es-ES");
    expect(screen.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeInTheDocument();
    expect(screen.getByText("La dirección que has abierto no existe o ha cambiado.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("speaks the chosen language", async () => {
    inLocale("gl-ES");
    expect(await screen.findByRole("heading", { level: 1, name: "Páxina non atopada" })).toBeInTheDocument();
    expect(screen.getByText("O enderezo que abriches non existe ou cambiou.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver ao inicio" })).toHaveAttribute("href", "/");
  });
});
