import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { BUSY_MESSAGE, dataExportHandlers, EXPORT_ID } from "../shared/dataExport/dataExport.testing";
import { DataExport } from "./DataExport";

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

// Polls are a second apart: a job that takes three of them takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  saveBlob.mockClear();
});
afterAll(() => server.close());

const start = async () => {
  const button = await screen.findByRole("button", { name: "Preparar mis datos" });
  button.focus();
  await userEvent.keyboard("{Enter}");
};

describe("DataExport", () => {
  it("prepares the data with a progress bar, moves focus along and saves the ZIP under the server's name", async () => {
    server.use(...dataExportHandlers(TEST_API));
    const requests = recordRequests(server);
    renderWithPortal(<DataExport />);
    expect(screen.getByRole("heading", { name: "Descargar mis datos" })).toBeInTheDocument();
    await start();
    const bar = await screen.findByRole("progressbar", { name: "Progreso de la preparación de tus datos" });
    // The button that had focus is gone: focus is on the progress, not on <body>.
    expect(document.activeElement).toBe(bar.parentElement);
    expect(screen.getByText(/^Preparando tus datos… \d+ %$/)).toBeInTheDocument();
    const download = await screen.findByRole("button", { name: "Descargar mis datos (ZIP)" }, { timeout: 8_000 });
    expect(download).toHaveFocus();
    expect(screen.getByText(/Puedes descargarlos hasta el 25\/11\/2026/)).toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("mis-datos-24-11-2026.zip");
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /ov/user/api/mis-datos",
        `GET /ov/user/api/mis-datos/${EXPORT_ID}`,
        `GET /ov/user/api/mis-datos/${EXPORT_ID}/zip`,
      ]),
    );
  });

  it("says when the server could not prepare it and offers a retry, with focus on it", async () => {
    server.use(...dataExportHandlers(TEST_API, "fails"));
    renderWithPortal(<DataExport />);
    await start();
    const retry = await screen.findByRole("button", { name: "Volver a intentarlo" }, { timeout: 6_000 });
    expect(retry).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("No hemos podido preparar tus datos.");
  });

  it("shows the server's 429 in Spanish and its translation in Catalan", async () => {
    server.use(...dataExportHandlers(TEST_API, "busy"));
    const { unmount } = renderWithPortal(<DataExport />);
    await start();
    expect(await screen.findByText(BUSY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preparar mis datos" })).toHaveFocus();
    unmount();
    renderWithPortal(<DataExport />, { locale: "ca" });
    const button = await screen.findByRole("button", { name: "Preparar les meves dades" });
    await userEvent.click(button);
    expect(await screen.findByText(/tens altres descàrregues en curs/)).toBeInTheDocument();
  });
});
