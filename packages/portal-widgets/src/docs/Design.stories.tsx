import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DARK_COLORS, LIGHT_COLORS } from "../core/appearance/tokens";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { PERIOD_PALETTE, type SchemeColour } from "../widgets/shared/charts/periodPalette";

/*
 * 'Design': the design language of the portal (docs/DESIGN-LANGUAGE.md says why each rule
 * is there), drawn from the same tokens and palette the widgets use, so this page cannot
 * drift from them. A story, like 'Theming', so it is tested and axe-checked in both schemes.
 */

const TYPE_SCALE = [
  ["ov:text-3xl ov:font-semibold", "text-3xl · 30 px", "Importe de la factura"],
  ["ov:text-2xl ov:font-semibold", "text-2xl · 24 px", "Título de página (h1)"],
  ["ov:text-xl ov:font-semibold", "text-xl · 20 px", "Sección de página"],
  ["ov:text-lg ov:font-semibold", "text-lg · 18 px", "Título de tarjeta (h2)"],
  ["ov:text-base", "text-base · 16 px", "Texto y campos de formulario"],
  ["ov:text-sm", "text-sm · 14 px", "Tablas, tarjetas de fila, ayudas"],
  ["ov:text-xs", "text-xs · 12 px", "Ejes de gráficos y notas al pie"],
] as const;

const SPACING = [
  ["gap-1", "0.25rem", "ov:w-1"],
  ["gap-2", "0.5rem", "ov:w-2"],
  ["gap-4", "1rem", "ov:w-4"],
  ["gap-6", "1.5rem", "ov:w-6"],
  ["gap-8", "2rem", "ov:w-8"],
] as const;

const ROLES: readonly [keyof typeof LIGHT_COLORS, string][] = [
  ["colorPrimary", "Acciones, enlaces, la barra de la marca"],
  ["colorAccent", "Un detalle de marca, nunca texto"],
  ["colorSurface", "Tarjetas y diálogos"],
  ["colorSurfaceMuted", "Fondo de la página, cabeceras de tabla"],
  ["colorBorder", "Separadores"],
  ["colorControlBorder", "Bordes de campos (3:1)"],
  ["colorText", "Texto"],
  ["colorTextMuted", "Texto secundario (4.5:1)"],
  ["colorDanger", "Errores"],
  ["colorSuccess", "Confirmaciones"],
  ["colorElectricity", "Electricidad"],
  ["colorGas", "Gas"],
];

const code = "ov:rounded ov:bg-surface-muted ov:px-1 ov:font-mono ov:text-xs";

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="ov:inline-flex ov:items-center ov:gap-2">
      <span aria-hidden="true" className="ov:inline-block ov:size-5 ov:rounded ov:border ov:border-border" style={{ background: colour }} />
      <span className="ov:font-mono ov:text-xs">{label}</span>
    </span>
  );
}

function ColourRoles() {
  return (
    <Card heading="Colores por función" headingLevel={2}>
      <ul className="ov:grid ov:gap-3 ov:sm:grid-cols-2">
        {ROLES.map(([token, use]) => (
          <li key={token} className="ov:flex ov:flex-col ov:gap-1">
            <span className="ov:font-semibold">{token}</span>
            <span className="ov:text-sm ov:text-text-muted">{use}</span>
            <span className="ov:flex ov:flex-wrap ov:gap-3">
              <Swatch colour={LIGHT_COLORS[token]} label={`claro ${LIGHT_COLORS[token]}`} />
              <Swatch colour={DARK_COLORS[token]} label={`oscuro ${DARK_COLORS[token]}`} />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PeriodColours() {
  const swatch = (colour: SchemeColour, index: number) => (
    <li key={colour.light} className="ov:flex ov:items-center ov:gap-3">
      <span className="ov:w-8 ov:font-semibold">P{index + 1}</span>
      <Swatch colour={colour.light} label={colour.light} />
      <Swatch colour={colour.dark} label={colour.dark} />
    </li>
  );
  return (
    <Card heading="Colores de los periodos" headingLevel={2}>
      <p className="ov:mb-3 ov:text-sm">
        Distinguibles con protanopía, deuteranopía y tritanopía simuladas (CIEDE2000 ≥ 15 entre cualquier par, ≥ 20 entre vecinos) y a 3:1
        sobre las tarjetas en los dos esquemas: <code className={code}>periodPalette.test.ts</code>.
      </p>
      <ul className="ov:flex ov:flex-col ov:gap-2">{PERIOD_PALETTE.map(swatch)}</ul>
    </Card>
  );
}

function DesignPage() {
  return (
    <article className="ov-root ov:flex ov:flex-col ov:gap-6 ov:bg-surface-muted ov:p-4 ov:text-text ov:sm:p-8">
      <header className="ov:flex ov:flex-col ov:gap-2">
        <h1 className="ov:text-2xl ov:font-semibold">Design</h1>
        <p>
          The portal's design language: one type scale, one spacing scale, colours named by role (light and dark), the period palette, two
          elevations and one focus ring. Phones first: under 640 px a table becomes a list of cards, the header folds to the brand, the
          greeting and a menu button.
        </p>
      </header>
      <Card heading="Escala tipográfica" headingLevel={2}>
        <ul className="ov:flex ov:flex-col ov:gap-2">
          {TYPE_SCALE.map(([classes, name, sample]) => (
            <li key={name} className="ov:flex ov:flex-wrap ov:items-baseline ov:gap-3">
              <span className="ov:w-40 ov:font-mono ov:text-xs ov:text-text-muted">{name}</span>
              <span className={classes}>{sample}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card heading="Espaciado" headingLevel={2}>
        <ul className="ov:flex ov:flex-col ov:gap-2">
          {SPACING.map(([name, size, width]) => (
            <li key={name} className="ov:flex ov:items-center ov:gap-3">
              <span className="ov:w-40 ov:font-mono ov:text-xs">
                {name} · {size}
              </span>
              <span aria-hidden="true" className={`ov:h-4 ov:bg-primary ${width}`} />
            </li>
          ))}
        </ul>
      </Card>
      <ColourRoles />
      <PeriodColours />
      <Card heading="Elevación y foco" headingLevel={2}>
        <div className="ov:flex ov:flex-wrap ov:gap-4">
          <div className="ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:shadow-sm">
            Tarjeta: shadow-sm, radius-card
          </div>
          <div className="ov:rounded-[var(--ov-radius-card)] ov:bg-surface ov:p-4 ov:shadow-lg">Diálogo: shadow-lg</div>
          <Button>Foco visible: dos anillos</Button>
        </div>
      </Card>
    </article>
  );
}

const meta = {
  title: "Docs/Design",
  component: DesignPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DesignPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Design: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Design" })).toBeInTheDocument();
    await expect(canvas.getAllByText(/^P[1-6]$/)).toHaveLength(6);
  },
};
