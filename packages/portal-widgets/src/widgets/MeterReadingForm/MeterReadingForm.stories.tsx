import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { CUPS_G, cupsMeHandler, lastReadingHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { MeterReadingForm } from "./MeterReadingForm";

const ADD = `${STORY_API}/ov/readings/api/add`;
const stored = () => HttpResponse.json({ id: "77", createdAt: "2026-03-15T10:30:00.000Z" }, { status: 201 });

const meta = {
  title: "Widgets/MeterReadingForm",
  component: MeterReadingForm,
  args: { codAbonado: "100234" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [lastReadingHandler(STORY_API), cupsMeHandler(STORY_API), http.post(ADD, stored)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof MeterReadingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2.0DHA: peak and valley. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Punta/)).toBeInTheDocument();
  },
};

/** 3.0TD: P1–P6 active, reactive and maximum power. */
export const SixPeriods: Story = {
  parameters: {
    msw: {
      handlers: [
        lastReadingHandler(STORY_API),
        cupsMeHandler(STORY_API, [supplyPointRow({ tarifa: "3.0TD", accessFee: { fee: "3.0TD" } })]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("textbox")).toHaveLength(18);
  },
};

export const Gas: Story = {
  parameters: {
    msw: {
      handlers: [
        lastReadingHandler(STORY_API),
        cupsMeHandler(STORY_API, [supplyPointRow({ line: "Gas", cups: CUPS_G, accessFee: { fee: "3" } })]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Consumo/)).toBeInTheDocument();
  },
};

const PREVIOUS = {
  reading: { values: { Punta: "1200", Valle: "800" }, createdAt: "2026-02-14T09:00:00.000Z" },
  averageDaily: { Punta: 4, Valle: 3 },
};

/** The last reading sent, under each field; a lower one is refused and stays as typed. */
export const WithPreviousReading: Story = {
  parameters: { msw: { handlers: [lastReadingHandler(STORY_API, PREVIOUS), cupsMeHandler(STORY_API), http.post(ADD, stored)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Lectura anterior: 1\.200 kWh el 14\/02\/2026$/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Punta/), "1100");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar lectura" }));
    await expect(await canvas.findByText(/^La lectura de Punta es menor que la anterior/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Punta/)).toHaveValue("1100");
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Punta/), "1.234");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar lectura" }));
    await expect(await canvas.findByText("El campo Valle es obligatorio.")).toBeInTheDocument();
  },
};

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Punta/), "1234");
  await userEvent.type(canvas.getByLabelText(/^Valle/), "87");
  await userEvent.click(canvas.getByRole("button", { name: "Enviar lectura" }));
  return canvas;
}

export const Sending: Story = {
  parameters: { msw: { handlers: [lastReadingHandler(STORY_API), cupsMeHandler(STORY_API), http.post(ADD, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const button = canvas.getByRole("button", { name: "Enviar lectura" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByText(/^Hemos recibido tu lectura el/)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        lastReadingHandler(STORY_API),
        cupsMeHandler(STORY_API),
        http.post(ADD, () => HttpResponse.json({ code: 500 }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No se ha podido enviar la lectura.");
    await expect(canvas.getByLabelText(/^Punta/)).toHaveValue("1234");
  },
};

/** Over the user's hourly quota of readings: the server's 429 says how long to wait. */
export const OverQuota: Story = {
  parameters: {
    msw: {
      handlers: [
        lastReadingHandler(STORY_API),
        cupsMeHandler(STORY_API),
        http.post(ADD, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos." },
            { status: 429, headers: { "Retry-After": "3600" } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Inténtalo de nuevo en 60 minutos.");
    await expect(canvas.getByLabelText(/^Punta/)).toHaveValue("1234");
  },
};
