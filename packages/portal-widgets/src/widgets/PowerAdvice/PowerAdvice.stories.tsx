import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { cupsMeHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { PowerAdvice } from "./PowerAdvice";
import {
  beyondSteps,
  highVoltage,
  noReadings,
  overPowered,
  powerInsightHandler,
  sixPeriods,
  sixPeriodsExcess,
  underPowered,
  wellSized,
} from "./powerInsight.testing";

const electricity = [supplyPointRow({ tarifa: "2.0TD", accessFee: { fee: "2.0TD" } })];

const meta = {
  title: "Widgets/PowerAdvice",
  component: PowerAdvice,
  args: { codAbonado: "100234" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API, electricity), powerInsightHandler(STORY_API, overPowered)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof PowerAdvice>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (insight: Parameters<typeof powerInsightHandler>[1], rows = electricity) => ({
  msw: { handlers: [cupsMeHandler(STORY_API, rows), powerInsightHandler(STORY_API, insight)] },
});

/** Contracts more than it uses: the advice saves money; each power to cover names its source. */
export const OverPowered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ahorrarías unos/)).toBeInTheDocument();
    await expect(canvas.getByRole("columnheader", { name: "Potencia recomendada" })).toBeInTheDocument();
    await expect(canvas.getByText(/según el maxímetro de tu factura de enero de 2026/)).toBeInTheDocument();
  },
};

/** The maxímetro fits the contracted power with no step to spare: keep it. */
export const WellSized: Story = {
  parameters: handlers(wellSized),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Tu potencia contratada ya es la recomendada.")).toBeInTheDocument();
  },
};

/** The maxímetro passed the contracted power: a warning, and the advice costs more. */
export const UnderPowered: Story = {
  parameters: handlers(underPowered),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/el limitador \(ICP\) puede cortar/)).toBeInTheDocument();
  },
};

/** No single-phase step covers the peak: the recommendation is below a maximum seen. */
export const BelowMaximum: Story = {
  parameters: handlers(beyondSteps),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/la potencia recomendada es menor que la máxima demandada/)).toBeInTheDocument();
  },
};

const threePointZero = [supplyPointRow({ tarifa: "3.0TD", accessFee: { fee: "3.0TD" } })];

/** 3.0TD: six periods, P1 ≤ … ≤ P6, no excess power in the twelve months. */
export const SixPeriods: Story = {
  parameters: handlers(sixPeriods, threePointZero),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("rowheader", { name: "P6" })).toBeInTheDocument();
    await expect(canvas.getByText(/ninguna factura de estos 12 meses tiene excesos de potencia/)).toBeInTheDocument();
  },
};

/** 3.0TD whose maxímetro passed its power: excess-power terms in €, no ICP. */
export const SixPeriodsExcess: Story = {
  parameters: handlers(sixPeriodsExcess, threePointZero),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/los excesos de potencia de las facturas de estos 12 meses suman 17,52 €/)).toBeInTheDocument();
    await expect(canvas.getByText(/tu tarifa no corta el suministro/)).toBeInTheDocument();
  },
};

/** 6.1TD above 50 kW: the quarter-hourly excess rule, explained without a € figure. */
export const HighVoltage: Story = {
  parameters: handlers(highVoltage, [supplyPointRow({ tarifa: "6.1TD", accessFee: { fee: "6.1TD" } })]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/por encima de 50 kW cada cuarto de hora/)).toBeInTheDocument();
  },
};

export const NoReadings: Story = {
  parameters: handlers(noReadings),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Todavía no tenemos lecturas horarias/)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: handlers("error"),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("No se ha podido calcular la potencia óptima");
  },
};

/** A gas contract: the page says the advice is for electricity only. */
export const Gas: Story = {
  parameters: handlers(overPowered, [supplyPointRow({ line: "Gas", tarifa: "RL.1", accessFee: { fee: "3.1" } })]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/sólo está disponible para suministros de electricidad/)).toBeInTheDocument();
  },
};

/** Someone else's contract: the contract screens' not-found message. */
export const NotTheCallersContract: Story = {
  args: { codAbonado: "999999" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("El contrato 999999 no figura entre tus suministros.");
  },
};
