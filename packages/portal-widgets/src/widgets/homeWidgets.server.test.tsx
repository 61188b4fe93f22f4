import { renderToString } from "react-dom/server";
import { createPortalQueryClient } from "../core/queries/queryClient";
import { PortalProvider } from "../core/react/PortalProvider";
import { memoryStorage } from "../core/session/storage";
import { loggedInStorage } from "../testing/session.testing";
import { AdminHome } from "./AdminHome";
import { ContractsTable } from "./ContractsTable";
import { HomeSummary } from "./HomeSummary";
import { IssueForm } from "./IssueForm";
import { IssuesView } from "./IssuesView";
import { PaymentStatus } from "./PaymentStatus";
import { PortalFooter } from "./PortalFooter";
import { PortalHeader } from "./PortalHeader/PortalHeader";

// The home and issue widgets render on a server (no window, no fetch made) and hydrate later.
describe("home and issue widgets on the server", () => {
  it.each([
    ["PortalHeader", <PortalHeader key="h" />, "Versión 2.0.7"],
    ["PortalFooter", <PortalFooter key="f" />, "28020 Madrid"],
    ["HomeSummary", <HomeSummary key="s" />, "Solicitudes abiertas"],
    ["ContractsTable", <ContractsTable key="c" />, "Cargando contratos…"],
    ["IssuesView", <IssuesView key="i" />, "Solicitudes"],
    ["IssueForm", <IssueForm key="n" />, "Crear Solicitud"],
    ["AdminHome", <AdminHome key="a" />, "Administrador de finca"],
    ["PaymentStatus", <PaymentStatus key="p" />, "Importe pendiente"],
  ])("%s", (name, widget, text) => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl="https://api.example.es"
        navigate={() => undefined}
        storage={memoryStorage(loggedInStorage())}
      >
        {widget}
      </PortalProvider>,
    );
    expect(html).toContain(`data-ov-widget="${name}"`);
    expect(html).toContain(text);
  });
});
