import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { PortalHeader } from "./PortalHeader";

const meta = {
  title: "Widgets/PortalHeader",
  component: PortalHeader,
} satisfies Meta<typeof PortalHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Versión 2.0.7")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Cerrar sesión" })).not.toBeInTheDocument();
  },
};

// Story parameters merge deeply, so each story sets its whole session.
export const Customer: Story = {
  parameters: { portal: { storage: loggedInStorage() } } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    // The desktop bar's and the phone header's: CSS shows one.
    await expect(within(canvasElement).getAllByText("Bienvenido")).toHaveLength(2);
  },
};

const withoutTotals = () => {
  const storage = loggedInStorage({ admin: true });
  delete storage[SESSION_KEYS.totalElectricidad];
  delete storage[SESSION_KEYS.totalGas];
  return storage;
};

/** An administrator before the first contract list has answered: no totals yet. */
export const AdministratorLoadingTotals: Story = {
  parameters: { portal: { storage: withoutTotals() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Administrador de finca")).toHaveLength(2);
    await expect(canvas.queryByText("Contratos")).not.toBeInTheDocument();
  },
};

export const Administrator: Story = {
  parameters: { portal: { storage: loggedInStorage({ admin: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Electricidad:")).toBeInTheDocument();
    await expect(canvas.getByText("30")).toBeInTheDocument();
  },
};

export const LoggingOut: Story = {
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [http.post(`${STORY_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 }))] },
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cerrar sesión" }));
    // The button stays, busy, until the logout call has answered.
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Cerrar sesión" })).not.toBeInTheDocument());
    await expect(canvas.getByText("Versión 2.0.7")).toBeInTheDocument();
  },
};
