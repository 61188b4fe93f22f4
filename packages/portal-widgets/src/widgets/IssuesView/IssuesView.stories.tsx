import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { issuesApi, quotedIssue, storedIssue } from "../shared/issues/issues.testing";
import { IssuesView } from "./IssuesView";

const meta = {
  title: "Widgets/IssuesView",
  component: IssuesView,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: issuesApi(STORY_API, { issues: [quotedIssue, storedIssue(5), storedIssue(3), storedIssue(2)] }).handlers },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof IssuesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`${STORY_API}/ov/issues/api/issues`, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando solicitudes…")).toBeInTheDocument();
  },
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lectura "estimada" de marzo')).toBeInTheDocument();
  },
};

/** Many requests: the list has no pager (the server caps it), it scrolls. */
export const LongList: Story = {
  parameters: {
    msw: { handlers: issuesApi(STORY_API, { issues: Array.from({ length: 40 }, (_, i) => storedIssue(40 - i)) }).handlers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Consulta 40")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: issuesApi(STORY_API).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No se han encontrado solicitudes.")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${STORY_API}/ov/issues/api/issues`, () => HttpResponse.json({ code: 403 }, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.",
    );
  },
};

export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Ver detalle de la solicitud 7" }));
    await expect(await canvas.findByText("Lecturas")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Detalle de solicitud" })).toHaveFocus();
  },
};

export const DetailLoading: Story = {
  args: { issueId: "7" },
  parameters: { msw: { handlers: [http.get(`${STORY_API}/ov/issues/api/issue`, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando solicitud…")).toBeInTheDocument();
  },
};

export const DetailNotFound: Story = {
  args: { issueId: "404" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toBeInTheDocument();
  },
};
