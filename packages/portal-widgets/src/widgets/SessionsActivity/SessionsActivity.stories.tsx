import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { demoSessions, sessionsHandlers } from "../shared/sessions/sessions.testing";
import { SessionsActivity } from "./SessionsActivity";

const meta = {
  title: "Widgets/Account/SessionsActivity",
  component: SessionsActivity,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: sessionsHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof SessionsActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (options: Parameters<typeof sessionsHandlers>[1]) => ({
  parameters: { msw: { handlers: sessionsHandlers(STORY_API, options) } },
});

export const Loading: Story = {
  ...handlers({ sessions: "loading", activity: "loading" }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Cargando las sesiones y la actividad…").length).toBeGreaterThan(0);
  },
};

/** This session marked, a phone and an unknown device, and a year of activity. */
export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Esta sesión")).toBeInTheDocument();
    await expect(await canvas.findByText("Intento de acceso con una contraseña incorrecta")).toBeInTheDocument();
  },
};

/** Only this session: no 'Cerrar las demás sesiones'. */
export const OnlyThisSession: Story = {
  ...handlers({ sessions: { sesiones: demoSessions.sesiones.filter((session) => session.actual) }, activity: { actividad: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No hay actividad en los últimos 12 meses.")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Cerrar las demás sesiones" })).toBeNull();
  },
};

export const ClosedOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar esta sesión: Safari en iOS (móvil)" }));
    await expect(await canvas.findByText("Hemos cerrado la sesión. Quien la usaba tendrá que volver a entrar.")).toBeInTheDocument();
  },
};

export const ClosedOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar las demás sesiones" }));
    await expect(await canvas.findByText("Hemos cerrado las demás sesiones. Solo sigue abierta esta.")).toBeInTheDocument();
  },
};

export const AlreadyClosed: Story = {
  ...handlers({ close: "notFound" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar esta sesión: Safari en iOS (móvil)" }));
    await expect(await canvas.findByText("No hemos encontrado esa sesión: puede que ya esté cerrada.")).toBeInTheDocument();
  },
};

export const CloseError: Story = {
  ...handlers({ close: "serverError" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cerrar las demás sesiones" }));
    await expect(await canvas.findByText("No hemos podido cerrar la sesión. Inténtalo de nuevo.")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  ...handlers({ sessions: "error", activity: "error" }),
  play: async ({ canvasElement }) => {
    // A 500 is retried twice (1 s, then 2 s) before the error shows.
    const errors = await within(canvasElement).findAllByText(
      "No hemos podido cargar las sesiones y la actividad. Inténtalo más tarde.",
      {},
      { timeout: 5_000 },
    );
    await expect(errors.length).toBe(2);
  },
};
