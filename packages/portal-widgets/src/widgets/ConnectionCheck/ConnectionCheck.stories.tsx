import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ConnectionCheck } from "../shared/connectionCheck/ConnectionCheck";

const CHECK = `${STORY_API}/ov/user/api/checkConnection`;

const meta = {
  title: "Widgets/Account/ConnectionCheck",
  component: ConnectionCheck,
  parameters: { msw: { handlers: [http.get(CHECK, () => HttpResponse.json({ status: "ok" }))] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof ConnectionCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

const run = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Comprobar conexión" }));
  return canvas;
};

export const Idle: Story = {};

export const Checking: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText("Comprobando la conexión…")).toBeInTheDocument();
  },
};

/** The external page and IP service are not configured in Storybook: reported as such. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText("La conexión se ha verificado correctamente.")).toBeInTheDocument();
    await expect(canvas.getAllByText("No configurada")).toHaveLength(2);
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "No hay conexión con la Oficina Virtual. Por favor, contacta con Atención al Cliente en el teléfono 900 908 178.",
    );
  },
};
