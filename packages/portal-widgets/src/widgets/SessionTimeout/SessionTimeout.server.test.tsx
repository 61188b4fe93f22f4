import { renderToString } from "react-dom/server";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { loggedInStorage } from "../../testing/session.testing";
import { SessionTimeout } from "./SessionTimeout";

// No timers and no listeners on the server: the warning is a browser matter.
describe("SessionTimeout on the server", () => {
  it("renders nothing and touches no window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl="https://api.example.es"
        navigate={() => undefined}
        storage={memoryStorage(loggedInStorage())}
      >
        <SessionTimeout />
      </PortalProvider>,
    );
    // Only the provider's (empty) theme box.
    expect(html).toMatch(/^<div class="ov-theme"[^>]*><\/div>$/);
  });
});
