import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SetupServer } from "msw/node";
import type { ReactElement } from "react";
import { SESSION_KEYS } from "../../../core/session/sessionKeys";
import { renderWithPortal } from "../../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../../testing/session.testing";
import { recordRequestUrls, TEST_API } from "./invoiceRequests.testing";
import { invoiceApi, type makeInvoices } from "./invoices.testing";
import { exportDates, exportFiles, lateUnifiedList } from "./oneRange.testing";

type Line = "Electricidad" | "Gas";

/** Part 2 §4's one range, as both invoice screens must keep it: the unified list answers
 * last, then the date fields show `range` and Excel, PDF and ZIP each ask for exactly it. */
export async function expectOneRange(options: {
  server: SetupServer;
  screenElement: ReactElement;
  line: Line;
  invoices: ReturnType<typeof makeInvoices>;
  unifiedRows: number;
  range: { desde: string; hasta: string };
}): Promise<void> {
  const { server, line, range } = options;
  server.use(...lateUnifiedList(TEST_API), ...invoiceApi(TEST_API, options.invoices), ...exportFiles(TEST_API, line));
  const seen = recordRequestUrls(server);
  renderWithPortal(options.screenElement, { storage: loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } }) });

  const list = await screen.findByRole("region", { name: "Facturas Unificadas" });
  await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(options.unifiedRows + 1));
  await waitFor(() => expect(screen.getByLabelText("Desde")).toHaveValue(range.desde));
  expect(screen.getByLabelText("Hasta")).toHaveValue(range.hasta);

  const user = userEvent.setup({ delay: null });
  for (const format of ["Excel", "PDF", "ZIP"]) {
    await user.click(screen.getByRole("button", { name: `Descargar ${format} de facturas de ${line}` }));
  }
  await waitFor(() => expect(exportDates(seen, line).every(Boolean)).toBe(true));
  expect(exportDates(seen, line)).toEqual([range, range, range]);
}
