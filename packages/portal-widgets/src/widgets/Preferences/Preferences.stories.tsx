import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_ADMIN_API, STORY_API } from "../../testing/storyParameters.testing";
import { demoPreferences, preferencesHandlers } from "../shared/preferences/preferences.testing";
import { Preferences } from "./Preferences";

const meta = {
  title: "Widgets/Account/Preferences",
  component: Preferences,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: preferencesHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof Preferences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: preferencesHandlers(STORY_API, { preferences: "loading" }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando tus preferencias…")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: preferencesHandlers(STORY_API, { preferences: "error" }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No hemos podido cargar tus preferencias. Inténtalo más tarde."),
    ).toBeInTheDocument();
  },
};

/** The language, the notices, a contract on paper (with its address) and one paperless. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("combobox", { name: /^Idioma/ })).toHaveValue("es");
    await expect(canvas.getByText(/^En papel, a esta dirección:/)).toBeInTheDocument();
  },
};

/** Administrators choose the language and notices; their communities' invoices are not theirs. */
export const Administrator: Story = {
  parameters: {
    portal: { storage: loggedInStorage({ admin: true }) },
    msw: { handlers: preferencesHandlers(STORY_ADMIN_API, { preferences: { ...demoPreferences, contracts: [] } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("combobox", { name: /^Idioma/ })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText("Factura electrónica")).toBeNull();
  },
};

/** Catalan chosen and saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: /^Idioma/ }), "ca");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar el idioma" }));
    await expect(await canvas.findByText("Hemos guardado tus preferencias.")).toBeInTheDocument();
  },
};

export const SaveError: Story = {
  parameters: { msw: { handlers: preferencesHandlers(STORY_API, { failChanges: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Nueva factura" }));
    await expect(await canvas.findByText("No hemos podido guardar el cambio. Inténtalo más tarde.")).toBeInTheDocument();
  },
};
