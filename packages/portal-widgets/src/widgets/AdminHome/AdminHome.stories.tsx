import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { contracts, cupsMeHandler } from "../shared/contracts/contracts.testing";
import { demoInvoices, invoiceApi } from "../shared/invoices/invoices.testing";
import { AdminHome } from "./AdminHome";

function adminWithoutTotals() {
  const storage = loggedInStorage({ admin: true });
  for (const key of [
    SESSION_KEYS.totalElectricidad,
    SESSION_KEYS.totalGas,
    SESSION_KEYS.totalContractsElectricidad,
    SESSION_KEYS.totalContractsGas,
  ]) {
    storage[key] = "";
  }
  return storage;
}

// The newest invoices across the contracts, from the invoice search's mock.
const newest = invoiceApi(STORY_API, demoInvoices());
const newestLoading = http.get(`${STORY_API}/ov/invoices/api/filterfullbilling`, () => delay("infinite"));
const newestFailing = http.get(`${STORY_API}/ov/invoices/api/filterfullbilling`, () => HttpResponse.json({ code: 500 }, { status: 500 }));

const meta = {
  title: "Widgets/AdminHome",
  component: AdminHome,
  args: { children: <p className="ov:text-sm ov:text-text-muted">Aquí va la pantalla de facturas del administrador.</p> },
  parameters: {
    portal: { storage: adminWithoutTotals() },
    msw: { handlers: [cupsMeHandler(STORY_API, [...contracts("Electricidad", 30), ...contracts("Gas", 10)]), ...newest] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof AdminHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => delay("infinite")), newestLoading] } },
  play: async ({ canvasElement }) => {
    // The two totals and the newest invoices.
    await expect(within(canvasElement).getAllByText("Cargando…")).toHaveLength(3);
  },
};

export const WithTotals: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("30")).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole("heading", { name: "Últimas facturas de tus contratos" })).toBeInTheDocument();
  },
};

/** An administrator with no contracts linked yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/cups/api/cupsMe`, () =>
          HttpResponse.json({ cupsAsociados: { select: [] }, totalElectricidad: 0, totalGas: 0 }),
        ),
        http.get(`${STORY_API}/ov/invoices/api/filterfullbilling`, () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText("0")).toHaveLength(2);
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 400 }, { status: 400 })), newestFailing],
    },
  },
  play: async ({ canvasElement }) => {
    // The two totals and the newest invoices.
    await waitFor(() =>
      expect(within(canvasElement).getAllByText("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.")).toHaveLength(3),
    );
  },
};

/** 'Exportar contratos (CSV)' while the file is being made. */
export const ExportInProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API, [...contracts("Electricidad", 30), ...contracts("Gas", 10)]),
        ...newest,
        http.get(`${STORY_API}/ov/contracts/api/administrador-fincas/exportar`, () => delay("infinite")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole("button", { name: /Exportar contratos \(CSV\)/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** The export failed. */
export const ExportFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        cupsMeHandler(STORY_API, [...contracts("Electricidad", 30), ...contracts("Gas", 10)]),
        ...newest,
        http.get(`${STORY_API}/ov/contracts/api/administrador-fincas/exportar`, () =>
          HttpResponse.json({ code: 500, mensaje: "Error" }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Exportar contratos (CSV)" }));
    await expect(
      await within(canvasElement).findByText("No se han podido exportar los contratos. Inténtalo de nuevo más tarde."),
    ).toBeInTheDocument();
  },
};
