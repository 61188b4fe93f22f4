import { createPortalQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
import { memoryStorage } from "@oficina-virtual/portal-widgets/internal";
import { render, screen } from "@testing-library/react";
import { SkipLink } from "./SkipLink";

const inLocale = (locale: string) =>
  render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl=""
      navigate={() => undefined}
      storage={memoryStorage()}
      locale={locale}
    >
      <SkipLink target="contenido" />
    </PortalProvider>,
  );

describe("SkipLink", () => {
  it("keeps its Spanish in es-ES", () => {
    inLocale("es-ES");
    expect(screen.getByRole("link", { name: "Saltar al contenido" })).toHaveAttribute("href", "#contenido");
  });

  it.each([
    ["ca-ES", "Salta al contingut"],
    ["eu-ES", "Joan edukira"],
    ["gl-ES", "Ir ao contido"],
    ["en", "Skip to content"],
  ])("speaks %s", async (locale, text) => {
    inLocale(locale);
    expect(await screen.findByRole("link", { name: text })).toHaveAttribute("href", "#contenido");
  });
});
