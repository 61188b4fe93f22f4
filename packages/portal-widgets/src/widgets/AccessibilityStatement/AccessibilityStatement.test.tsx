import { COMPANY } from "@oficina-virtual/api-contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { esES } from "../../locales";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { AccessibilityStatement } from "./AccessibilityStatement";

describe("AccessibilityStatement", () => {
  it("speaks to customers: compliance, what works, known limits, preparation date, contact and enforcement", async () => {
    const { navigate } = renderWithPortal(<AccessibilityStatement />);
    expect(screen.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeInTheDocument();
    expect(screen.getByText(/parcialmente conforme con .*WCAG\) 2\.2, nivel AA, .*EN 301 549/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${COMPANY.brand} se compromete`))).toBeInTheDocument();
    expect(screen.getByText(/2 de diciembre de 2026/)).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Situación de cumplimiento",
      "Qué puedes hacer en la Oficina Virtual",
      "Contenido no accesible",
      "Preparación de esta declaración",
      "Observaciones y datos de contacto",
      "Procedimiento de aplicación",
    ]);
    // Customers, not developers: no tool names.
    expect(screen.queryByText(/axe-core|Storybook|HTML_CodeSniffer|pa11y/)).not.toBeInTheDocument();
    const limits = within(screen.getByRole("heading", { name: "Contenido no accesible" }).parentElement!);
    expect(limits.getByText(/^Falta de conformidad: las facturas/)).toBeInTheDocument();
    expect(limits.getByText("Carga desproporcionada: no aplica.")).toBeInTheDocument();
    const company = textsOf(esES, homeFrameArea).company;
    expect(screen.getByText(new RegExp(`escríbenos a ${company.email} o llama al ${company.phone}`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Volver" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
