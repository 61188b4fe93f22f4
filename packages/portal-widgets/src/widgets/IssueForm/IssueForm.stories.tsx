import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { draftItems, loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { issuesApi } from "../shared/issues/issues.testing";
import { IssueForm } from "./IssueForm";

const meta = {
  title: "Widgets/IssueForm",
  component: IssueForm,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), ...issuesApi(STORY_API).handlers] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof IssueForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Asunto/), 'Lectura "estimada"');
  await waitFor(() => expect(canvas.getByRole("option", { name: "Lecturas" })).toBeInTheDocument());
  await userEvent.selectOptions(canvas.getByLabelText(/^Categoría/), "2");
  await waitFor(() => expect(canvas.getByRole("option", { name: "Lectura estimada" })).toBeInTheDocument());
  await userEvent.selectOptions(canvas.getByLabelText(/^Sub-Categoría/), "Lectura estimada");
  await waitFor(() => expect(canvas.getByRole("option", { name: "ES0021000000000003AB" })).toBeInTheDocument());
  await userEvent.selectOptions(canvas.getByLabelText(/^CUPS/), "ES0021000000000003AB");
  await userEvent.type(canvas.getByLabelText(/^Descripción/), "La lectura de marzo no coincide con el contador.");
  await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
  return canvas;
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => delay("infinite")),
        http.get(`${STORY_API}/ov/issues/api/categories`, () => delay("infinite")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cargando formulario…")).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Categoría/)).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("option", { name: "Facturación" })).toBeInTheDocument());
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(canvas.getByLabelText(/^Asunto/)).toHaveFocus();
    await expect(canvas.getByText("El campo Descripción es obligatorio.")).toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${STORY_API}/ov/issues/api/add`, () => delay("infinite")),
        cupsMeHandler(STORY_API, demoContracts),
        ...issuesApi(STORY_API).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    const button = canvas.getByRole("button", { name: "Enviar" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText("Código de la solicitud: 100")).toBeInTheDocument();
  },
};

export const SendError: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), ...issuesApi(STORY_API, { addAnswers: [500] }).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Ha habido un error, inténtalo nuevamente.");
    await expect(canvas.getByLabelText(/^Asunto/)).toHaveValue('Lectura "estimada"');
  },
};

/** Over the user's hourly quota of support requests: the server's 429 says how long to wait. */
export const OverQuota: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${STORY_API}/ov/issues/api/add`, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has alcanzado el límite de envíos por ahora. Inténtalo de nuevo en 60 minutos." },
            { status: 429, headers: { "Retry-After": "3600" } },
          ),
        ),
        cupsMeHandler(STORY_API, demoContracts),
        ...issuesApi(STORY_API).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Inténtalo de nuevo en 60 minutos.");
    await expect(canvas.getByLabelText(/^Asunto/)).toHaveValue('Lectura "estimada"');
  },
};

/** Back after the session expired: the same user's draft fills the form again. */
export const DraftRecovered: Story = {
  parameters: {
    portal: {
      storage: loggedInStorage(),
      drafts: draftItems({ issue: { title: "Lectura estimada", category: "2", description: "El contador marca 12345." } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Hemos recuperado tu borrador")).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Asunto/)).toHaveValue("Lectura estimada");
    await userEvent.click(canvas.getByRole("button", { name: "Descartar borrador" }));
    await expect(canvas.getByLabelText(/^Asunto/)).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Deshacer" })).toHaveFocus();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/issues/api/categories`, () => HttpResponse.json({ code: 403 }, { status: 403 })),
        cupsMeHandler(STORY_API, demoContracts),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.",
    );
  },
};
