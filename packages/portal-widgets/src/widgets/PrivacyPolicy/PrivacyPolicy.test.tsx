import { screen } from "@testing-library/react";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { PrivacyPolicy } from "./PrivacyPolicy";

describe("PrivacyPolicy", () => {
  it("Política de Privacidad keeps data 6 years after the last confirmed interest", () => {
    renderWithPortal(<PrivacyPolicy />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de Privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/durante 6 años desde el último interés confirmado/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });
  it("says what the portal really records and keeps in the browser (no cookies, no analytics)", () => {
    renderWithPortal(<PrivacyPolicy />);
    expect(screen.getByText(/no usa cookies ni herramientas de analítica, publicidad o seguimiento/)).toBeInTheDocument();
    expect(screen.getByText(/un registro técnico con la página y el navegador usados/)).toBeInTheDocument();
    expect(screen.getByText(/se descarga en tu dispositivo; no se envía a nuestros servidores/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Matomo|_pk_id|ov_cookie_consent/);
  });
  it("takes the host's own text", () => {
    renderWithPortal(<PrivacyPolicy sections={[{ heading: "Responsable", blocks: [{ kind: "p", text: "Texto del cliente." }] }]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Responsable" })).toBeInTheDocument();
    expect(screen.getByText("Texto del cliente.")).toBeInTheDocument();
  });
});
