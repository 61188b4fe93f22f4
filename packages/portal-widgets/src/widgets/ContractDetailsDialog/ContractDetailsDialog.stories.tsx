import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { Button } from "../../ui/Button";
import { ContractDetailsDialog, type ContractDetailsTarget } from "../shared/contracts/ContractDetailsDialog";
import { electricityDetail, gasDetail } from "../shared/contracts/contractDetails.testing";

function WithOpener({ target }: { target: ContractDetailsTarget }) {
  const [contract, setContract] = React.useState<ContractDetailsTarget | null>(null);
  return (
    <div className="ov:flex ov:flex-col ov:gap-3">
      <Button variant="link" onClick={() => setContract(target)}>
        {target.codAbonado}
      </Button>
      <ContractDetailsDialog contract={contract} onClose={() => setContract(null)} />
    </div>
  );
}

const detailHandler = (answer: (line: string | null, code: string | null) => Response) =>
  http.get(`${STORY_API}/ov/contracts/api/administrador-fincas`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return answer(query.get("line"), query.get("codigoContrato"));
  });

const meta = {
  title: "Widgets/ContractDetailsDialog",
  component: WithOpener,
  args: { target: { codAbonado: "100234", line: "Electricidad" } },
  parameters: {
    portal: { storage: loggedInStorage({ admin: true }) },
    msw: { handlers: [detailHandler((line) => HttpResponse.json(line === "Gas" ? gasDetail : electricityDetail))] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof WithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, code: string) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: code }));
  return within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Detalles del Contrato" });
};

export const Closed: Story = {};

export const ElectricityOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, "100234");
    await expect(await within(dialog).findByText("P6: 20,00 kW")).toBeInTheDocument();
  },
};

export const GasOpen: Story = {
  args: { target: { codAbonado: "200555", line: "Gas" } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, "200555");
    await expect(await within(dialog).findByText("125,75")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { target: { codAbonado: "999", line: "Gas" } },
  parameters: {
    msw: { handlers: [detailHandler(() => HttpResponse.json({ message: "No se ha encontrado el contrato." }, { status: 404 }))] },
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "999" }));
    await expect(
      await within(canvasElement).findByText("Se ha producido un error al intentar obtener la información del contrato 999"),
    ).toBeInTheDocument();
  },
};
