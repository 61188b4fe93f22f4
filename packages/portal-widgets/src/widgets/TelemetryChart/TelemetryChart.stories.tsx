import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { cupsMeHandler, supplyPointRow, telemetryHandler } from "../shared/measures/measures.testing";
import { TelemetryChart } from "./TelemetryChart";

const meta = {
  title: "Widgets/TelemetryChart",
  component: TelemetryChart,
  args: { codAbonado: "100234", today: "2026-03-15" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API), telemetryHandler(STORY_API)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof TelemetryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, from: string, to: string) {
  const canvas = within(canvasElement);
  const desde = await canvas.findByLabelText("Desde");
  await userEvent.clear(desde);
  await userEvent.type(desde, from);
  const hasta = canvas.getByLabelText("Hasta");
  await userEvent.clear(hasta);
  await userEvent.type(hasta, to);
  await userEvent.click(canvas.getByRole("button", { name: "Visualizar" }));
}

/** Opens on the last 7 days ending yesterday. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Lecturas para los últimos 7 días")).toBeInTheDocument();
    await expect(await canvas.findByRole("button", { name: "Acercar" }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "01-02-2026", "10-02-2026");
    await expect(await within(canvasElement).findByText("Lecturas desde 01/02/2026 hasta 10/02/2026")).toBeInTheDocument();
  },
};

/** A year of hourly readings (8,760 per series), drawn downsampled and zoomable. */
export const YearOfData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, "15-03-2025", "14-03-2026");
    await expect(await canvas.findByText(/^8\.760 lecturas/)).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "Acercar" }, { timeout: 5000 }));
  },
};

export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "01-01-2025", "14-03-2026");
    await expect(
      await within(canvasElement).findByText("Sólo es posible realizar una consulta en un rango de 12 meses."),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API),
        http.get(`${STORY_API}/ov/cups/api/telemetry`, () => HttpResponse.json({ Telemetry: { select: [], total: { countTotal: 0 } } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No se han encontrado mediciones para las fechas seleccionadas."),
    ).toBeInTheDocument();
  },
};

/** The server's own error text. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API),
        http.get(`${STORY_API}/ov/cups/api/telemetry`, () =>
          HttpResponse.json(
            { code: 400, error: "La telemedida y la curva de carga sólo están disponibles para suministros de electricidad." },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "sólo están disponibles para suministros de electricidad",
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API), http.get(`${STORY_API}/ov/cups/api/telemetry`, () => delay("infinite"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Buscando mediciones…")).toBeInTheDocument();
  },
};

/** A contract id that is not the customer's. */
export const NotYourContract: Story = {
  args: { codAbonado: "999999" },
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, [])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("El contrato 999999 no figura entre tus suministros.")).toBeInTheDocument();
  },
};

/** Estimated readings shaded with a legend, and 'Datos actualizados hasta el {fecha}'. */
export const EstimatedReadings: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API), telemetryHandler(STORY_API, { estimatedDay: 5, updatedUntil: "14-03-2026" })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Datos actualizados hasta el 14/03/2026")).toBeInTheDocument();
    await expect(await canvas.findByText("Lectura estimada", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Descargar CSV (CNMC)" })).toBeInTheDocument();
  },
};

// Consumption by tariff period.
const td20 = [cupsMeHandler(STORY_API, [supplyPointRow({ tarifa: "2.0TD" })]), telemetryHandler(STORY_API)];
const td30 = [cupsMeHandler(STORY_API, [supplyPointRow({ tarifa: "3.0TD" })]), telemetryHandler(STORY_API)];

async function openTab(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole("tab", { name }, { timeout: 5000 }));
}

/** The curve coloured P1 punta, P2 llano, P3 valle. */
export const PeriodsHourly: Story = {
  parameters: { msw: { handlers: td20 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("list", { name: "Colores por periodo tarifario" })).toBeInTheDocument();
  },
};

/** A year as 12 bars stacked by period. */
export const PeriodsByMonths: Story = {
  parameters: { msw: { handlers: td20 } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, "01-03-2025", "28-02-2026");
    await within(canvasElement).findByText(/^8\.760 lecturas/);
    await openTab(canvasElement, "Por meses");
    await expect(
      await within(canvasElement).findByText("Consumo por meses (kWh)", { selector: "figcaption" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const PeriodsByDays: Story = {
  parameters: { msw: { handlers: td20 } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, "Por días");
    await expect(
      await within(canvasElement).findByText("Consumo por días (kWh)", { selector: "figcaption" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** kWh and % per period; the kWh add up to the total. */
export const PeriodsBreakdown: Story = {
  parameters: { msw: { handlers: td20 } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, "Reparto por periodos");
    await expect(await within(canvasElement).findByRole("rowheader", { name: "P3" })).toBeInTheDocument();
  },
};

/** 3.0TD: six periods by season. */
export const SixPeriodsBreakdown: Story = {
  parameters: { msw: { handlers: td30 } },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, "Reparto por periodos");
    await expect(await within(canvasElement).findByRole("rowheader", { name: "P6" })).toBeInTheDocument();
  },
};

/** Last year's same dates beside this year's. */
export const ComparePreviousYear: Story = {
  parameters: { msw: { handlers: td20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, "Reparto por periodos");
    await userEvent.click(await canvas.findByLabelText("Comparar con el año anterior"));
    await expect(await canvas.findByRole("columnheader", { name: /Año anterior/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};
