import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { contract, contracts, cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { ContractsTable } from "./ContractsTable";

const meta = {
  title: "Widgets/ContractsTable",
  component: ContractsTable,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API, demoContracts)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof ContractsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, line: string) =>
  within(within(canvasElement).getByRole("region", { name: `Contratos de ${line}` }));

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando contratos…")).toBeInTheDocument();
  },
};

/** The demo customer: 12 electricity contracts over two pages, 3 gas. */
export const BothLines: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("100001");
    await expect(section(canvasElement, "Electricidad").getByText("Página 1/2")).toBeInTheDocument();
    await expect(section(canvasElement, "Gas").getByText("Página 1/1")).toBeInTheDocument();
  },
};

export const GasOnly: Story = {
  args: { lines: ["Gas"] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("300003")).toBeInTheDocument();
  },
};

/** 45 contracts: five page buttons at most, with an ellipsis. */
export const LongListPages: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, [...contracts("Electricidad", 45), contract("Gas", 1)])] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("100001");
    await userEvent.click(section(canvasElement, "Electricidad").getByRole("button", { name: "Página 5" }));
    await expect(await within(canvasElement).findByText("100045")).toBeInTheDocument();
    await userEvent.click(section(canvasElement, "Electricidad").getByRole("button", { name: "Anterior" }));
    await expect(await within(canvasElement).findByText("100031")).toBeInTheDocument();
    await expect(section(canvasElement, "Electricidad").getByText("Página 4/5")).toBeInTheDocument();
  },
};

export const FilteredByCups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("100001");
    await userEvent.type(canvas.getByLabelText("CUPS"), "000000000007");
    // Applied after the 1000 ms pause: only the matching contract is left.
    await waitFor(() => expect(canvas.queryByText("100001")).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByText("100007")).toBeInTheDocument();
    await expect(section(canvasElement, "Gas").getByText("No se han encontrado productos contratados.")).toBeInTheDocument();
  },
};

/** A customer with gas contracts only: the electricity table is empty. */
export const Empty: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, contracts("Gas", 2))] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("300001");
    await expect(section(canvasElement, "Electricidad").getByText("No se han encontrado productos contratados.")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 400 }, { status: 400 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.",
    );
  },
};
