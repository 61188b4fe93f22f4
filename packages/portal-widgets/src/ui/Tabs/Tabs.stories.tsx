import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

function LineTabs({ showGas = true }: { showGas?: boolean }) {
  return (
    <Tabs defaultValue="electricidad">
      <TabsList aria-label="Línea">
        <TabsTrigger value="electricidad">Electricidad</TabsTrigger>
        {showGas ? <TabsTrigger value="gas">Gas</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="electricidad">Facturas de electricidad</TabsContent>
      {showGas ? <TabsContent value="gas">Facturas de gas</TabsContent> : null}
    </Tabs>
  );
}

const meta = { title: "Primitives/Tabs", component: LineTabs } satisfies Meta<typeof LineTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ElectricityAndGas: Story = {};
export const ElectricityOnly: Story = { args: { showGas: false } };
export const GasSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Gas" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Facturas de gas");
  },
};
