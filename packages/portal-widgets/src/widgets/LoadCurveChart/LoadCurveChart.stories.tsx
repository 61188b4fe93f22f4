import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import {
  cupsMeHandler,
  curvasHandler,
  NO_SURPLUS_IN_RANGE,
  SOLAR_MONTHS,
  selfConsumptionHandler,
  supplyPointRow,
} from "../shared/measures/measures.testing";
import { LoadCurveChart } from "./LoadCurveChart";

const meta = {
  title: "Widgets/LoadCurveChart",
  component: LoadCurveChart,
  args: { codAbonado: "100234", today: "2026-03-15" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API), curvasHandler(STORY_API), selfConsumptionHandler(STORY_API)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof LoadCurveChart>;
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Acercar" }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "01-03-2026", "05-03-2026");
    await expect(await within(canvasElement).findByText("Lecturas desde 01/03/2026 hasta 05/03/2026")).toBeInTheDocument();
  },
};

export const YearOfData: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "15-03-2025", "14-03-2026");
    await expect(await within(canvasElement).findByText(/^8\.760 lecturas/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API),
        http.get(`${STORY_API}/ov/cups/api/curvas`, () => HttpResponse.json({ Curvas: { select: [], total: { countTotal: 0 } } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No se han encontrado mediciones para este CUPS.")).toBeInTheDocument();
  },
};

/** No usable answer at all. */
export const UnknownError: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API), http.get(`${STORY_API}/ov/cups/api/curvas`, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Error desconocido");
  },
};

/** One day of estimated readings, shaded, with its legend; how far the data goes. */
export const EstimatedReadings: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API),
        curvasHandler(STORY_API, { estimatedDay: 2, updatedUntil: "14-03-2026" }),
        selfConsumptionHandler(STORY_API),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Datos actualizados hasta el 14/03/2026")).toBeInTheDocument();
    await expect(await canvas.findByText("Lectura estimada", {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A solar supply's 'Autoconsumo', one month capped at its energy term. */
export const SelfConsumption: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API), curvasHandler(STORY_API), selfConsumptionHandler(STORY_API, SOLAR_MONTHS)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Autoconsumo" })).toBeInTheDocument();
    await expect(await canvas.findByText("22,13 €")).toBeInTheDocument();
  },
};

/** A supply without solar: one sentence instead of the section's table. */
export const NoSelfConsumption: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API), curvasHandler(STORY_API), selfConsumptionHandler(STORY_API)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Este suministro no tiene autoconsumo: no vierte excedentes a la red."),
    ).toBeInTheDocument();
  },
};

/** A solar supply whose range poured nothing into the grid. */
export const SelfConsumptionNoSurplus: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API), curvasHandler(STORY_API), selfConsumptionHandler(STORY_API, NO_SURPLUS_IN_RANGE)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No hay excedentes vertidos a la red en las fechas seleccionadas."),
    ).toBeInTheDocument();
  },
};

export const SelfConsumptionLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API),
        curvasHandler(STORY_API),
        http.get(`${STORY_API}/ov/cups/api/autoconsumo`, () => delay("infinite")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Calculando el autoconsumo…")).toBeInTheDocument();
  },
};

export const SelfConsumptionError: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API), curvasHandler(STORY_API), selfConsumptionHandler(STORY_API, 500)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No se ha podido calcular el autoconsumo. Inténtalo de nuevo más tarde."),
    ).toBeInTheDocument();
  },
};

/** Consumption by tariff period on the load curve: the split per period. */
export const PeriodsBreakdown: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, [supplyPointRow({ tarifa: "2.0TD" })]), curvasHandler(STORY_API)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Reparto por periodos" }, { timeout: 5000 }));
    await expect(await canvas.findByRole("rowheader", { name: "P1" })).toBeInTheDocument();
  },
};
