import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button";
import type { Columns } from "./columns";
import { DataTable } from "./DataTable";

interface Row {
  number: string;
  date: string;
  from: string;
  until: string;
  amount: string;
  address: string;
}

const rows: Row[] = [
  {
    number: "2026000656",
    date: "02/12/2026",
    from: "01/11/2026",
    until: "30/11/2026",
    amount: "42,13 €",
    address: "Calle de Bravo Murillo 118 3º A, 28013 Madrid",
  },
  {
    number: "2026000624",
    date: "06/11/2026",
    from: "01/10/2026",
    until: "31/10/2026",
    amount: "34,81 €",
    address: "Calle de Alcalá 145 1º C, 28039 Madrid",
  },
  { number: "2026000564", date: "06/10/2026", from: "01/09/2026", until: "30/09/2026", amount: "27,66 €", address: "" },
];

const columns: Columns<Row> = [
  { id: "number", header: "Número", role: "title", cellClassName: "ov:font-medium", cell: (row) => row.number },
  { id: "date", header: "Fecha de Factura", role: "title", cell: (row) => row.date },
  { id: "address", header: "Dirección", role: "title", wide: true, cell: (row) => row.address },
  { id: "from", header: "Lectura Desde", role: "detail", cell: (row) => row.from },
  { id: "until", header: "Lectura Hasta", role: "detail", cell: (row) => row.until },
  { id: "amount", header: "Importe Total", role: "key", align: "end", cellClassName: "ov:whitespace-nowrap", cell: (row) => row.amount },
  {
    id: "actions",
    header: "Factura",
    role: "action",
    cell: (row) => (
      <div className="ov:flex ov:flex-wrap ov:gap-2">
        <Button variant="link" className="ov:min-h-0 ov:py-0" aria-label={`Descargar PDF de la factura ${row.number}`}>
          PDF
        </Button>
        <Button variant="secondary" className="ov:min-h-9 ov:px-2 ov:py-1 ov:text-xs" aria-label={`Desglose de la factura ${row.number}`}>
          Desglose
        </Button>
      </div>
    ),
  },
];

/** The box's width decides: a table from 640 px, one card per row below (the key figure
 * first, the actions visible, the rest under 'Más datos'). */
function Sized({ width }: { width: number | "100%" }) {
  return (
    <div style={{ width, maxWidth: "100%" }}>
      <DataTable label="Listado de facturas" columns={columns} rows={rows} rowKey={(row) => row.number} />
    </div>
  );
}

const meta = {
  title: "Primitives/DataTable",
  component: Sized,
  args: { width: "100%" },
} satisfies Meta<typeof Sized>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop's box: a table whose headers and long cells wrap to fit. */
export const Table: Story = {};

/** A phone's box (360 px): cards. */
export const Cards: Story = { args: { width: 360 } };
