import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LOCALES } from "../../locales/available";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { loadMessages } from "../../locales/load";
import { textsOf } from "../../locales/texts";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { COMPANY } from "../shared/legal/company";
import { PortalFooter } from "./PortalFooter";

describe("PortalFooter", () => {
  it("shows the company of the legal notice, with the spec's Madrid 28020 address and 900 908 178", () => {
    renderWithPortal(<PortalFooter />, { session: null });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveAttribute("data-ov-widget", "PortalFooter");
    expect(footer).toHaveTextContent("Luz y Gas Ibérica Comercializadora, S.L.");
    expect(footer).toHaveTextContent("Calle de la Energía 1, 28020 Madrid");
    expect(screen.getByRole("link", { name: "900 908 178" })).toHaveAttribute("href", "tel:900908178");
    expect(screen.getByRole("link", { name: "atencion@luzygasiberica.example" })).toHaveAttribute(
      "href",
      "mailto:atencion@luzygasiberica.example",
    );
    // The legal notice writes the same constants (widgets/LegalNotice/content.ts, legal/<locale>/).
    expect(footer).toHaveTextContent(COMPANY.name);
  });

  it.each(LOCALES)("in %s, the catalogue's company block is the legal pages' company", async (locale) => {
    const { company } = textsOf(await loadMessages(locale), homeFrameArea);
    expect({ address: company.address, phone: company.phone, email: company.email }).toEqual({
      address: COMPANY.address,
      phone: COMPANY.phone,
      email: COMPANY.email,
    });
    expect(company.address).toMatch(/\b28020 Madrid$/);
  });

  it("links the three legal pages through the provider", async () => {
    const { navigate } = renderWithPortal(<PortalFooter />, { session: null });
    const legal = screen.getByRole("navigation", { name: "Información legal" });
    expect(legal).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aviso legal" })).toHaveAttribute("href", "/aviso-legal");
    expect(screen.getByRole("link", { name: "Política de cookies" })).toHaveAttribute("href", "/politica-de-cookies");
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/politica-de-privacidad");
    await userEvent.click(screen.getByRole("link", { name: "Política de privacidad" }));
    expect(navigate).toHaveBeenCalledWith("/politica-de-privacidad");
  });

  it("takes the host's texts, such as the real contact e-mail", () => {
    renderWithPortal(<PortalFooter />, {
      session: null,
      messages: { labels: { home: { company: { email: "clientes@energia.example" } } } },
    });
    expect(screen.getByRole("link", { name: "clientes@energia.example" })).toHaveAttribute("href", "mailto:clientes@energia.example");
    expect(screen.getByText("Oficina Virtual 2.0.7")).toBeInTheDocument();
  });
});
