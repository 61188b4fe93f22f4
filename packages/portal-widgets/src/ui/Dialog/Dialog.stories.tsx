import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "./Dialog";

function ExampleDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Ver detalles</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Cerrar">
        <DialogTitle>Detalles del Contrato</DialogTitle>
        <DialogDescription>Contrato 1001 · Electricidad</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Cerrar detalles</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = { title: "Primitives/Dialog", component: ExampleDialog } satisfies Meta<typeof ExampleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Ver detalles" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "Detalles del Contrato" })).toBeInTheDocument();
  },
};
