import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { usePortal } from "../../core/react/portalHooks";
import { DRAFTS_KEY } from "../../core/session/drafts";
import { memoryStorage } from "../../core/session/storage";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { DRAFT_SAVE_DELAY_MS } from "../shared/drafts/useFormDraft";
import { API } from "../shared/measures/measureRequests.testing";
import { CUPS_G, cupsMeHandler, lastReadingHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { MeterReadingForm } from "./MeterReadingForm";

const server = setupServer(lastReadingHandler(API));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() =>
  server.use(
    cupsMeHandler(API, [supplyPointRow(), supplyPointRow({ codAbonado: "100235", cups: CUPS_G })]),
    http.post(`${API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${API}/ov/readings/api/add`, () => HttpResponse.json({ id: "77", createdAt: "2026-03-15T10:30:00.000Z" }, { status: 201 })),
  ),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let portal: ReturnType<typeof usePortal>;
function Reading({ codAbonado = "100234" }: { codAbonado?: string }) {
  portal = usePortal();
  return <MeterReadingForm codAbonado={codAbonado} />;
}

describe("MeterReadingForm drafts", () => {
  it("keeps the typed reading per supply point through an expired session, and a send clears it", async () => {
    const draftStorage = memoryStorage();
    const first = renderWithPortal(<Reading />, { draftStorage });
    await userEvent.type(await screen.findByLabelText(/^Punta/), "1234");
    act(() => portal.session.expire());
    expect(JSON.parse(draftStorage.getItem(DRAFTS_KEY)!).forms["meterReading:100234"].values).toEqual({ Punta: "1234" });
    first.unmount();

    // The same user's next login (renderWithPortal signs in the demo customer again).
    const other = renderWithPortal(<Reading codAbonado="100235" />, { draftStorage });
    expect(await screen.findByLabelText(/^Punta/)).toHaveValue("");
    expect(screen.queryByText("Hemos recuperado tu borrador")).not.toBeInTheDocument();
    other.unmount();

    renderWithPortal(<Reading />, { draftStorage });
    expect(await screen.findByText("Hemos recuperado tu borrador")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Punta/)).toHaveValue("1234");
    await userEvent.type(screen.getByLabelText(/^Valle/), "87");
    await userEvent.click(screen.getByRole("button", { name: "Enviar lectura" }));
    expect(await screen.findByText(/^Hemos recibido tu lectura/)).toBeInTheDocument();
    expect(draftStorage.getItem(DRAFTS_KEY)).toBeNull();
    // Nothing typed after the send: nothing written again after the pause.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100));
    expect(draftStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it("a voluntary logout takes the draft with it", async () => {
    const draftStorage = memoryStorage();
    renderWithPortal(<Reading />, { draftStorage });
    await userEvent.type(await screen.findByLabelText(/^Punta/), "99");
    await waitFor(() => expect(draftStorage.getItem(DRAFTS_KEY)).not.toBeNull(), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
    await act(() => portal.session.logout());
    expect(draftStorage.getItem(DRAFTS_KEY)).toBeNull();
  });
});
