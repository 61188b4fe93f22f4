import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { LegalNotice } from "./LegalNotice";

describe("LegalNotice", () => {
  it("Aviso Legal names the company and links back home through the provider", async () => {
    const { navigate } = renderWithPortal(<LegalNotice />);
    expect(screen.getByRole("heading", { level: 1, name: "Aviso Legal" })).toBeInTheDocument();
    expect(screen.getByText(/titularidad de Luz y Gas Ibérica Comercializadora, S\.L\. .*con CIF B87654323/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(5);
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("is all Catalan when the provider's locale is ca-ES: title, body, links and 'Torna'", async () => {
    renderWithPortal(<LegalNotice />, { locale: "ca-ES" });
    expect(await screen.findByRole("heading", { level: 2, name: "1. Titular del lloc web" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Avís legal" })).toBeInTheDocument();
    expect(screen.getByText(/és titularitat de Luz y Gas Ibérica Comercializadora, S\.L\. .*amb CIF B87654323/)).toBeInTheDocument();
    const dataProtection = within(screen.getByRole("heading", { name: "5. Protecció de dades i galetes" }).parentElement!);
    expect(dataProtection.getByRole("link", { name: "Política de privadesa" })).toHaveAttribute("href", "/politica-de-privacidad");
    expect(dataProtection.getByText(/s'expliquen a la/).textContent).toBe(
      "El tractament de les dades personals i l'ús de galetes s'expliquen a la Política de privadesa i Política de galetes.",
    );
    expect(screen.getByRole("link", { name: "Torna" })).toBeInTheDocument();
    // Nothing Spanish left, and nothing marked as another language than the page's.
    expect(document.body.textContent).not.toMatch(/Titular del sitio web|Objeto y condiciones de uso|Volver/);
    expect(document.querySelector("[lang]")).toBeNull();
  });
});
