import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, within } from "storybook/test";
import { APPEARANCE_ELEMENTS, type Appearance, themeStyle } from "../core/appearance/appearance";
import { COLOR_SCHEME_KEY } from "../core/appearance/colorScheme";
import { cssVariableName, DARK_COLORS, LIGHT_COLORS, TEXT_PAIRS, THEME_TOKENS } from "../core/appearance/tokens";
import { PortalContext } from "../core/react/portalContext";
import { useAppearance, usePortal } from "../core/react/portalHooks";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { TextField } from "../ui/Field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/Tabs";

/*
 * 'Theming': how a host brands the widgets. A docs page written as a story (the project's
 * Storybook has no MDX addon and builds offline), so it is rendered, tested and axe-checked
 * like every other story, in light and dark.
 */

/** Two example brands; each pair of their colours keeps 4.5:1 (the list under "Contraste"). */
const BRANDS: Record<string, Appearance> = {
  "Energía Solar": {
    variables: {
      colorPrimary: "#0b6e3b",
      colorPrimaryHover: "#08532c",
      colorSurfaceMuted: "#f4f8f1",
      radiusControl: "1rem",
      radiusCard: "1.25rem",
    },
    darkVariables: {
      colorPrimary: "#86d9a4",
      colorPrimaryHover: "#b0ebc5",
      colorPrimaryContrast: "#0a1f12",
      colorSurface: "#14211a",
      colorSurfaceMuted: "#0c150f",
      colorText: "#e9f3ec",
      colorTextMuted: "#b4c7ba",
    },
    elements: { button: "marca-solar-boton", card: "marca-solar-tarjeta" },
  },
  Brisa: {
    variables: {
      colorPrimary: "#5b2a86",
      colorPrimaryHover: "#44206a",
      colorSurfaceMuted: "#f7f3fb",
      radiusControl: "0",
      radiusCard: "0",
      fontPortal: 'Georgia, "Times New Roman", serif',
    },
    darkVariables: {
      colorPrimary: "#cfa8f0",
      colorPrimaryHover: "#e3cdf7",
      colorPrimaryContrast: "#1f0d30",
      colorSurface: "#1e1628",
      colorSurfaceMuted: "#140e1b",
      colorText: "#f1eaf8",
      colorTextMuted: "#c2b5cf",
    },
    elements: { button: "marca-brisa-boton", tabs: "marca-brisa-pestanas" },
  },
};

// A host's own CSS for the element classes above (hosts write theirs in their stylesheet).
const BRAND_CSS = `
.marca-solar-boton { letter-spacing: 0.02em; }
.marca-solar-tarjeta { box-shadow: 0 4px 14px rgb(0 0 0 / 0.12); }
.marca-brisa-boton { text-transform: uppercase; letter-spacing: 0.06em; }
.marca-brisa-pestanas { gap: 1rem; }
`;

const code = "ov:rounded ov:bg-surface-muted ov:px-1 ov:font-mono ov:text-xs";

/** Widgets and primitives under one brand, in the scheme the toolbar (or the system) shows. */
function BrandPreview({ name, appearance }: { name: string; appearance: Appearance }) {
  const portal = usePortal();
  const { preference } = useAppearance();
  // What PortalProvider does with `appearance`, scoped to this box (one provider per page).
  const style = themeStyle(appearance, preference);
  const value = { ...portal, appearance: { ...portal.appearance!, elements: appearance.elements ?? {}, style } };
  return (
    <PortalContext.Provider value={value}>
      <section
        aria-label={`Marca de ejemplo: ${name}`}
        className="ov-root ov:flex ov:flex-col ov:gap-4 ov:rounded-[var(--ov-radius-card)] ov:bg-surface-muted ov:p-4 ov:text-text"
        style={{ ...style, fontFamily: "var(--ov-font-portal)" } as React.CSSProperties}
        data-brand={name}
      >
        <h3 className="ov:text-lg ov:font-semibold">{name}</h3>
        <Card heading="Tu factura" headingLevel={4}>
          <div className="ov:flex ov:flex-col ov:gap-3">
            <TextField label="Número de contrato" defaultValue="100001" />
            <div className="ov:flex ov:flex-wrap ov:gap-2">
              <Button>Buscar</Button>
              <Button variant="secondary">Limpiar</Button>
              <Button variant="link">Ver detalle</Button>
            </div>
            <Alert tone="success">Factura descargada.</Alert>
            <Alert tone="error">No hay facturas en ese periodo.</Alert>
          </div>
        </Card>
        <Tabs defaultValue="luz">
          <TabsList aria-label={`Suministros (${name})`}>
            <TabsTrigger value="luz">Electricidad</TabsTrigger>
            <TabsTrigger value="gas">Gas</TabsTrigger>
          </TabsList>
          <TabsContent value="luz">
            <p className="ov:text-sm ov:text-text-muted">Consumo del último periodo: 245 kWh.</p>
          </TabsContent>
          <TabsContent value="gas">
            <p className="ov:text-sm ov:text-text-muted">Consumo del último periodo: 310 kWh.</p>
          </TabsContent>
        </Tabs>
      </section>
    </PortalContext.Provider>
  );
}

function ThemingPage() {
  return (
    <article className="ov:flex ov:max-w-5xl ov:flex-col ov:gap-6 ov:text-sm ov:leading-relaxed ov:text-text">
      <style>{BRAND_CSS}</style>
      <header className="ov:flex ov:flex-col ov:gap-2">
        <h1 className="ov:text-2xl ov:font-semibold">Theming</h1>
        <p>
          <code className={code}>PortalProvider</code> takes an <code className={code}>appearance</code>: brand tokens as CSS variables (one
          set per colour scheme), extra classes per kind of element, and the colour scheme to start with. Every widget carries stable hook
          classes too (<code className={code}>ov-portal-header</code>, <code className={code}>ov-contracts-table__row</code>…), which a host
          may style.
        </p>
        <pre className="ov:overflow-x-auto ov:rounded-[var(--ov-radius-card)] ov:bg-surface ov:p-3 ov:font-mono ov:text-xs">
          {`<PortalProvider
  appearance={{
    variables: { colorPrimary: "#0b6e3b", radiusCard: "1.25rem" },
    darkVariables: { colorPrimary: "#86d9a4", colorPrimaryContrast: "#0a1f12" },
    elements: { button: "mi-boton", card: "mi-tarjeta" },
    colorScheme: "system", // "light" | "dark"
  }}
  …
/>`}
        </pre>
      </header>

      <section className="ov:flex ov:flex-col ov:gap-2">
        <h2 className="ov:text-xl ov:font-semibold">Dos marcas de ejemplo</h2>
        <p>
          Applied live, in the scheme of the toolbar's <strong>Tema</strong> (Sistema follows{" "}
          <code className={code}>prefers-color-scheme</code>).
        </p>
        <div className="ov:grid ov:grid-cols-1 ov:gap-4 ov:md:grid-cols-2">
          {Object.entries(BRANDS).map(([name, appearance]) => (
            <BrandPreview key={name} name={name} appearance={appearance} />
          ))}
        </div>
      </section>

      <section className="ov:flex ov:flex-col ov:gap-2">
        <h2 className="ov:text-xl ov:font-semibold">Modo oscuro</h2>
        <ul className="ov:flex ov:list-disc ov:flex-col ov:gap-1 ov:pl-5">
          <li>
            Every colour token is <code className={code}>light-dark(light, dark)</code>: an element shows the half of its{" "}
            <code className={code}>color-scheme</code>, which the provider sets on its scope (and on Radix portals). Without a choice it is{" "}
            <code className={code}>light dark</code>: the system decides, with no script and no flash.
          </li>
          <li>
            <code className={code}>PortalHeader</code> has a <strong>Modo oscuro</strong> toggle (<code className={code}>aria-pressed</code>
            ); the choice is stored per browser under <code className={code}>{COLOR_SCHEME_KEY}</code> and wins over{" "}
            <code className={code}>appearance.colorScheme</code>. The host app sets <code className={code}>color-scheme</code> on{" "}
            <code className={code}>&lt;html&gt;</code> to match.
          </li>
          <li>
            <code className={code}>variables</code> colour the light scheme, <code className={code}>darkVariables</code> the dark one; a
            colour given only for light keeps the library's dark default. Radii and the font take one value.
          </li>
          <li>
            The CMS embed is light unless <code className={code}>&lt;ov-portal color-scheme="system"&gt;</code> (or{" "}
            <code className={code}>"dark"</code>): the page around it has its own colours, and the portal's stored choice is not read there
            (EMBED.md).
          </li>
        </ul>
      </section>

      <section className="ov:flex ov:flex-col ov:gap-2">
        <h2 className="ov:text-xl ov:font-semibold">Tokens</h2>
        <div className="ov:relative ov:w-full ov:overflow-x-auto" tabIndex={0} role="region" aria-label="Tokens">
          <table className="ov:w-full ov:min-w-max ov:text-left">
            <thead>
              <tr>
                {["appearance key", "CSS variable", "light", "dark"].map((heading) => (
                  <th key={heading} scope="col" className="ov:border-b ov:border-border ov:px-2 ov:py-1 ov:font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {THEME_TOKENS.map((token) => {
                const light = (LIGHT_COLORS as Record<string, string>)[token];
                const dark = (DARK_COLORS as Record<string, string>)[token];
                return (
                  <tr key={token}>
                    <th scope="row" className="ov:border-b ov:border-border ov:px-2 ov:py-1 ov:font-mono ov:font-normal">
                      {token}
                    </th>
                    <td className="ov:border-b ov:border-border ov:px-2 ov:py-1 ov:font-mono">{cssVariableName(token)}</td>
                    <td className="ov:border-b ov:border-border ov:px-2 ov:py-1 ov:font-mono">{light ?? "(styles.css)"}</td>
                    <td className="ov:border-b ov:border-border ov:px-2 ov:py-1 ov:font-mono">{dark ?? "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>
          Plus <code className={code}>--ov-focus-outer</code> and <code className={code}>--ov-focus-inner</code>, the two focus rings
          (outer: the primary; inner: <code className={code}>--ov-color-focus-inner</code>).
        </p>
      </section>

      <section className="ov:flex ov:flex-col ov:gap-2">
        <h2 className="ov:text-xl ov:font-semibold">Clases por elemento</h2>
        <p>
          <code className={code}>appearance.elements</code> keys: {APPEARANCE_ELEMENTS.join(", ")}. Each adds the host's classes after the
          library's, before a caller's <code className={code}>className</code>.
        </p>
      </section>

      <section className="ov:flex ov:flex-col ov:gap-2">
        <h2 className="ov:text-xl ov:font-semibold">Contraste</h2>
        <p>
          A brand must keep 4.5:1 (WCAG 1.4.3 AA) for each text colour on each background below, in both schemes; form controls' borders (
          <code className={code}>colorControlBorder</code>) 3:1. The library's own tokens are measured in{" "}
          <code className={code}>core/appearance/tokens.test.ts</code>, and every story passes axe in light and dark in Chromium (
          <code className={code}>e2e/storybook.spec.ts</code>).
        </p>
        <ul className="ov:flex ov:list-disc ov:flex-col ov:gap-1 ov:pl-5 ov:font-mono ov:text-xs">
          {TEXT_PAIRS.map(([text, background]) => (
            <li key={`${text}-${background}`}>
              {text} / {background}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

const meta = {
  title: "Docs/Theming",
  component: ThemingPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ThemingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Theming" })).toBeInTheDocument();
    const solar = canvas.getByRole("region", { name: "Marca de ejemplo: Energía Solar" });
    await expect(solar.style.getPropertyValue("--ov-color-primary")).toBe("light-dark(#0b6e3b, #86d9a4)");
    await expect(within(solar).getByRole("button", { name: "Buscar" })).toHaveClass("marca-solar-boton");
    const brisa = canvas.getByRole("region", { name: "Marca de ejemplo: Brisa" });
    await expect(within(brisa).getByRole("button", { name: "Buscar" })).toHaveClass("marca-brisa-boton");
  },
};
