import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CookiePolicy } from "../CookiePolicy";
import { PrivacyPolicy } from "../PrivacyPolicy";
import { renderWidget } from "../TelemetryChart/renderWidget";
import { LegalNotice } from "./LegalNotice";

describe("legal pages", () => {
  it("Aviso Legal names the company and links back home through the provider", async () => {
    const { navigate } = renderWidget(<LegalNotice />);
    expect(screen.getByRole("heading", { level: 1, name: "Aviso Legal" })).toBeInTheDocument();
    expect(screen.getByText(/titularidad de Luz y Gas Ibérica Comercializadora, S\.L\. .*con CIF B-87654321/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(5);
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("Política de Cookies lists the cookies by type with their expiries and links the other two pages", () => {
    renderWidget(<CookiePolicy />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de Cookies" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table");
    expect(tables.map((table) => within(table).getByText(/^Cookies/).textContent)).toEqual(["Cookies técnicas", "Cookies de preferencias", "Cookies analíticas"]);
    for (const table of tables) {
      expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Cookie", "Titular", "Finalidad", "Caducidad"]);
    }
    const analytics = within(tables[2]!).getByRole("row", { name: /_pk_ses/ });
    expect(analytics).toHaveTextContent("30 minutos");
    expect(screen.getByRole("link", { name: "Aviso Legal" })).toHaveAttribute("href", "/aviso-legal");
    expect(screen.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute("href", "/politica-de-privacidad");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });

  it("Política de Privacidad keeps data 6 years after the last confirmed interest", () => {
    renderWidget(<PrivacyPolicy />);
    expect(screen.getByRole("heading", { level: 1, name: "Política de Privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/durante 6 años desde el último interés confirmado/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });

  it("takes the host's own text", () => {
    renderWidget(<PrivacyPolicy sections={[{ heading: "Responsable", blocks: [{ kind: "p", text: "Texto del cliente." }] }]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Responsable" })).toBeInTheDocument();
    expect(screen.getByText("Texto del cliente.")).toBeInTheDocument();
  });
});
