import { QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { API, makeJwt } from "../client/client.testing";
import { issueQueries } from "../queries/domainQueries";
import { DRAFTS_KEY } from "../session/drafts";
import { memoryStorage } from "../session/storage";
import { PortalProvider, type PortalProviderProps } from "./PortalProvider";
import { usePortal, useSession } from "./portalHooks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

function renderPortal(props: Partial<PortalProviderProps> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <PortalProvider apiBaseUrl={API} navigate={navigate} queryClient={queryClient} {...props}>
      {children}
    </PortalProvider>
  );
  const view = renderHook(() => ({ portal: usePortal(), state: useSession() }), { wrapper: Wrapper });
  return { ...view, navigate, queryClient };
}

/** What another tab's writes look like here: the storage events, in order. */
/** The cross-tab watch starts once its chunk has arrived (a module import). */
const tabsWatched = () => act(() => vi.dynamicImportSettled());

function otherTab(writes: Array<[string, string | null]>) {
  act(() => {
    for (const [key, value] of writes) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
    for (const [key, newValue] of writes) window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
  });
}

const token = makeJwt(600, { sub: "1", role: "customer" });
function storeSession() {
  for (const [key, value] of Object.entries({
    accessToken: token,
    "user-token": token,
    refreshToken: "r",
    email: "ana@x.es",
    totalGas: "3",
  })) {
    localStorage.setItem(key, value);
  }
}
const ended: Array<[string, null]> = ["accessToken", "user-token", "refreshToken", "email", "totalGas"].map((key) => [key, null]);

describe("a token found expired when the portal opens", () => {
  it("takes the expiry path: stale token and profile cleared, isLeaving set, then to /login once mounted", async () => {
    const logouts: string[] = [];
    server.use(
      http.post(`${API}/ov/user/api/logout`, ({ request }) => {
        logouts.push(request.headers.get("refresh_token") ?? "");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const storage = memoryStorage({
      accessToken: makeJwt(-60),
      "user-token": "old",
      refreshToken: "r-old",
      profile: JSON.stringify({ username: "ana", email: "ana@x.es" }),
      email: "ana@x.es",
    });
    const { result, navigate } = renderPortal({ storage });
    expect(result.current.state).toMatchObject({ status: "loggedOut", accessToken: null, profile: null, isLeaving: true });
    expect(storage.snapshot()).toEqual({ isLeaving: "true" });
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/login");
    await vi.waitFor(() => expect(logouts).toEqual(["r-old"]));
  });

  it("hands the navigation to the host's onSessionExpired", () => {
    const onSessionExpired = vi.fn();
    const { navigate } = renderPortal({ storage: memoryStorage({ accessToken: makeJwt(-60) }), onSessionExpired });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("other tabs (the default localStorage)", () => {
  it("a logout elsewhere ends this tab: to /login without the expiry text, cached data and drafts gone", async () => {
    storeSession();
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ v: 1, owner: "x", forms: {} }));
    const onSessionExpired = vi.fn();
    const { result, navigate, queryClient } = renderPortal({ onSessionExpired });
    await tabsWatched();
    queryClient.setQueryData(issueQueries.openCount(result.current.portal.client).queryKey, () => ({ total_count: 3 }));

    otherTab(ended);

    expect(result.current.state).toMatchObject({ status: "loggedOut", accessToken: null, email: null, isLeaving: false });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/login");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("an expiry elsewhere is an expiry here (isLeaving, onSessionExpired), and drafts stay", async () => {
    storeSession();
    sessionStorage.setItem(DRAFTS_KEY, "kept");
    const onSessionExpired = vi.fn();
    const { result } = renderPortal({ onSessionExpired });
    await tabsWatched();
    otherTab([["isLeaving", "true"], ...ended]);
    expect(result.current.state).toMatchObject({ accessToken: null, isLeaving: true });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(DRAFTS_KEY)).toBe("kept");
  });

  it("another user's login elsewhere: this tab drops the previous user's data and goes to the new user's home", async () => {
    storeSession();
    const { result, navigate, queryClient } = renderPortal();
    await tabsWatched();
    queryClient.setQueryData(issueQueries.openCount(result.current.portal.client).queryKey, () => ({ total_count: 3 }));
    const luis = makeJwt(600, { sub: "2", role: "customer" });
    otherTab([
      ["accessToken", luis],
      ["email", "luis@x.es"],
      ["totalGas", null],
    ]);
    expect(result.current.state).toMatchObject({ accessToken: luis, email: "luis@x.es", totals: { totalGas: null } });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/");
  });

  it("hands a logout or a user change elsewhere to onSessionEndedElsewhere when given (the CMS embed stays put)", async () => {
    storeSession();
    const onSessionEndedElsewhere = vi.fn();
    const { navigate } = renderPortal({ onSessionEndedElsewhere });
    await tabsWatched();
    otherTab([["accessToken", makeJwt(600, { sub: "2", role: "customer" })]]);
    otherTab(ended);
    expect(onSessionEndedElsewhere.mock.calls).toEqual([["userChanged"], ["logout"]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stops listening when the provider unmounts", () => {
    storeSession();
    const { result, unmount } = renderPortal();
    const session = result.current.portal.session;
    unmount();
    otherTab(ended);
    expect(session.getState().accessToken).toBe(token);
  });
});
