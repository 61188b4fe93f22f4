import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { BUSY_MESSAGE, type DataExportScenario, dataExportHandlers } from "../shared/dataExport/dataExport.testing";
import { DataExport } from "./DataExport";

const meta = {
  title: "Widgets/Account/DataExport",
  component: DataExport,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: dataExportHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof DataExport>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: DataExportScenario) => ({ parameters: { msw: { handlers: dataExportHandlers(STORY_API, name) } } });

async function begin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Preparar mis datos" }));
  return canvas;
}

/** Before asking: what the ZIP holds and the button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Preparar mis datos" })).toBeInTheDocument();
  },
};

/** Being prepared: the bar and its percentage; focus on the progress. */
export const Preparing: Story = {
  ...scenario("stuck"),
  play: async ({ canvasElement }) => {
    const canvas = await begin(canvasElement);
    const bar = await canvas.findByRole("progressbar", { name: "Progreso de la preparación de tus datos" });
    await expect(await canvas.findByText("Preparando tus datos… 40 %", {}, { timeout: 5_000 })).toBeInTheDocument();
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
  },
};

/** Ready: the download, with focus on it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await begin(canvasElement);
    const download = await canvas.findByRole("button", { name: "Descargar mis datos (ZIP)" }, { timeout: 6_000 });
    await expect(download).toHaveFocus();
    await expect(canvas.getByText("Tus datos están listos.")).toBeInTheDocument();
  },
};

/** The server could not build the ZIP: the reason and a retry, with focus on it. */
export const Failed: Story = {
  ...scenario("fails"),
  play: async ({ canvasElement }) => {
    const canvas = await begin(canvasElement);
    const retry = await canvas.findByRole("button", { name: "Volver a intentarlo" }, { timeout: 5_000 });
    await expect(retry).toHaveFocus();
    await expect(canvas.getByText("No hemos podido preparar tus datos. Inténtalo de nuevo dentro de unos minutos.")).toBeInTheDocument();
  },
};

/** Over the limits (429): the server's words. */
export const TooManyRequests: Story = {
  ...scenario("busy"),
  play: async ({ canvasElement }) => {
    const canvas = await begin(canvasElement);
    await expect(await canvas.findByText(BUSY_MESSAGE)).toBeInTheDocument();
  },
};

export const StartError: Story = {
  ...scenario("error"),
  play: async ({ canvasElement }) => {
    const canvas = await begin(canvasElement);
    await expect(await canvas.findByText("No hemos podido empezar a preparar tus datos. Inténtalo de nuevo.")).toBeInTheDocument();
  },
};
