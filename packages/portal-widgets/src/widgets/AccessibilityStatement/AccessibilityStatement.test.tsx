import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { esES } from "../../locales";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { AccessibilityStatement } from "./AccessibilityStatement";

describe("AccessibilityStatement", () => {
  it("states partial conformance with WCAG 2.2 AA and EN 301 549, how it was tested, the limitations, a contact and a date", async () => {
    const { navigate } = renderWithPortal(<AccessibilityStatement />);
    expect(screen.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeInTheDocument();
    expect(screen.getByText(/parcialmente conforme con .*WCAG\) 2\.2, nivel AA, .*EN 301 549/)).toBeInTheDocument();
    expect(screen.getByText(/25 de noviembre de 2026/)).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Situación de cumplimiento",
      "Cómo lo hemos comprobado",
      "Contenido no accesible",
      "Comunicaciones y contacto",
      "Elaboración de esta declaración",
    ]);
    const tested = within(screen.getByRole("heading", { name: "Cómo lo hemos comprobado" }).parentElement!);
    for (const tool of [
      /axe-core/,
      /HTML_CodeSniffer \(el motor de pa11y\)/,
      /solo con teclado/,
      /No se ha hecho todavía una revisión con lectores de pantalla/,
    ]) {
      expect(tested.getAllByText(tool).length).toBeGreaterThan(0);
    }
    const company = textsOf(esES, homeFrameArea).company;
    expect(screen.getByText(new RegExp(`escríbenos a ${company.email} o llama al ${company.phone}`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
