import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button";
import { TextField } from "../Field";
import { FilterDisclosure } from "./FilterDisclosure";

/** A search form as the invoice screens have it. */
function Sized({ width, active }: { width: number | "100%"; active: { label: string; value: string }[] }) {
  return (
    <div style={{ width, maxWidth: "100%" }}>
      <FilterDisclosure active={active}>
        <form aria-label="Filtros" className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2">
          <TextField id="story-filtros-cups" label="CUPS" />
          <TextField id="story-filtros-contrato" label="Contrato" />
          <Button type="submit" className="ov:self-start">
            Buscar
          </Button>
        </form>
      </FilterDisclosure>
    </div>
  );
}

const meta = {
  title: "Primitives/FilterDisclosure",
  component: Sized,
  args: { width: "100%", active: [] },
} satisfies Meta<typeof Sized>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop's box: the form as always, no 'Filtrar'. */
export const Open: Story = {};

/** A phone's box (360 px): 'Filtrar', closed, with the filters of the search on show. */
export const Folded: Story = {
  args: {
    width: 360,
    active: [
      { label: "Desde", value: "01-10-2026" },
      { label: "CUPS", value: "ES0021000000000001AA" },
    ],
  },
};

/** A phone's box before any search: 'Sin filtros'. */
export const FoldedNoFilters: Story = { args: { width: 360 } };
