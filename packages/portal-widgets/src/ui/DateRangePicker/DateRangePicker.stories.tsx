import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { DateRangeVariant } from "../../domain/dateRange";
import { DateRangePicker } from "./DateRangePicker";
import { useDateRange } from "./useDateRange";

function RangeWithSearch({ variant, desde = "", hasta = "" }: { variant: DateRangeVariant; desde?: string; hasta?: string }) {
  const range = useDateRange({ variant, initial: { desde, hasta }, today: "2024-06-15" });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        range.validate();
      }}
      className="ov:flex ov:flex-col ov:gap-3"
    >
      <DateRangePicker {...range.pickerProps} />
      <button type="submit" className="ov:self-start ov:rounded ov:bg-primary ov:px-4 ov:py-2 ov:text-primary-contrast">
        Buscar
      </button>
    </form>
  );
}

const meta = {
  title: "Primitives/DateRangePicker",
  component: RangeWithSearch,
  args: { variant: "invoices12Months" },
} satisfies Meta<typeof RangeWithSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { desde: "01-03-2024", hasta: "31-05-2024" } };

export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(canvas.getByText("El campo Desde es obligatorio.")).toBeInTheDocument();
    await expect(canvas.getByText("El campo Hasta es obligatorio.")).toBeInTheDocument();
  },
};

export const AdminRangeTooLong: Story = {
  args: { variant: "admin1Year", desde: "01-01-2023", hasta: "10-06-2024" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(canvas.getByText("Sólo es posible realizar una consulta en el rango de 1 año.")).toBeInTheDocument();
  },
};

export const CalendarOpen: Story = {
  args: { hasta: "10-06-2024" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Abrir calendario: Hasta" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "Calendario: Hasta" })).toBeInTheDocument();
  },
};
