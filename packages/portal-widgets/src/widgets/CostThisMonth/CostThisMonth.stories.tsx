import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { insightHandlers, monthElectricity, monthFirstHours, monthGas } from "../shared/insights/insights.testing";
import { CostThisMonth } from "./CostThisMonth";

const meta = {
  title: "Widgets/CostThisMonth",
  component: CostThisMonth,
  args: { contractCode: "100001" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: insightHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof CostThisMonth>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { month: "loading" }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando…")).toBeInTheDocument();
  },
};

/** 'Llevas gastado', 'Previsión de la factura' and the same period a year earlier. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("41,02 €")).toBeInTheDocument();
  },
};

/** Without a contract: a choice of the customer's contracts (the home card). */
export const ChooseContract: Story = {
  args: { contractCode: undefined },
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), ...insightHandlers(STORY_API)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("combobox", { name: "Contrato que quieres ver" })).toBeInTheDocument();
  },
};

/** No figure for the same period last year, and an alert already set (and exceeded). */
export const NoPreviousYear: Story = {
  parameters: {
    msw: {
      handlers: insightHandlers(STORY_API, {
        month: { ...monthElectricity, yearAgo: null, alert: { thresholdCents: 3800, exceeded: true, notifiedAt: "2026-11-20T08:00:00Z" } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/La previsión supera tu aviso de 38,00 €/)).toBeInTheDocument();
  },
};

/** A solar contract on the period's first morning: no complete day yet, the rest from last
 * year's curve; the alert is inside the forecast's range, so no e-mail yet. */
export const FirstHours: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { month: monthFirstHours }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Aún no tenemos un día completo de lecturas/)).toBeInTheDocument();
    await expect(canvas.getByText(/La previsión podría superar tu aviso de 27,00 €/)).toBeInTheDocument();
  },
};

export const Gas: Story = {
  args: { contractCode: "300001" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { month: monthGas }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("91,20 €")).toBeInTheDocument();
  },
};

/** Self-consumption: the figures are net of the surplus already compensated. */
export const SelfConsumption: Story = {
  parameters: {
    msw: {
      handlers: insightHandlers(STORY_API, {
        month: { ...monthElectricity, spent: { amountCents: 1893, kwh: 96.1, lastDayWithData: "2026-11-24", daysWithData: 24 } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("18,93 €")).toBeInTheDocument();
  },
};

/** The alert form with a Spanish error; what was typed stays. */
export const AlertFormError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Avisarme si supero un importe" }));
    await userEvent.type(canvas.getByLabelText(/Importe \(€\)/), "sesenta");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar aviso" }));
    await expect(await canvas.findByText(/debe ser un número en euros/)).toBeInTheDocument();
  },
};

/** Over the hourly quota of alert changes: the server's 429 says how long to wait. */
export const AlertOverQuota: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`${STORY_API}/ov/insights/contracts/:code/alert`, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos." },
            { status: 429, headers: { "Retry-After": "3600" } },
          ),
        ),
        ...insightHandlers(STORY_API),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Avisarme si supero un importe" }));
    await userEvent.type(canvas.getByLabelText(/Importe \(€\)/), "60");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar aviso" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Inténtalo de nuevo en 60 minutos.");
    await expect(canvas.getByLabelText(/Importe \(€\)/)).toHaveValue("60");
  },
};

export const ErrorState: Story = {
  name: "Error",
  parameters: { msw: { handlers: insightHandlers(STORY_API, { month: "error" }) } },
  // The client retries a 5xx twice (after 1 s, then 2 s) before it shows the error.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert", {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};
