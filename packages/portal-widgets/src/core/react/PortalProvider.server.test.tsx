import { renderToString } from "react-dom/server";
import { createPortalQueryClient, PortalProvider, useIsAuthenticated, useIsBusy, useMessages, useSession } from "../../index";
import { usePortal } from "../../internal";

function Probe() {
  const { links } = usePortal();
  const session = useSession();
  const busy = useIsBusy();
  const authenticated = useIsAuthenticated();
  const messages = useMessages();
  return <p>{[session.status, String(busy), String(authenticated), links.login(), messages.login.resendValidationLink].join("|")}</p>;
}

describe("server rendering", () => {
  it("runs in an environment without window", () => {
    expect(typeof window).toBe("undefined");
  });

  it("renders PortalProvider and its hooks to a string with the default browser storage", () => {
    const html = renderToString(
      <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.example.es" navigate={() => undefined}>
        <Probe />
      </PortalProvider>,
    );
    expect(html).toContain("anonymous|false|false|/login|");
  });
});
