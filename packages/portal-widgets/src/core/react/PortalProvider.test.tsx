import { QueryClient, QueryClientContext, useQuery, useQueryClient } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { type ReactNode, useContext, useEffect } from "react";
import { ADMIN_API, API, makeJwt } from "../client/client.testing";
import { issueQueries, publicQueries } from "../queries/domainQueries";
import { createPortalQueryClient } from "../queries/queryClient";
import { lazyQueryClient } from "../queries/queryClientSource";
import { memoryStorage } from "../session/storage";
import { PortalProvider, type PortalProviderProps } from "./PortalProvider";
import { useIsAuthenticated, useIsBusy, useMessages, usePortal, useSession } from "./portalHooks";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper(props: Partial<PortalProviderProps> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const queryClient = createPortalQueryClient();
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <PortalProvider
      queryClient={queryClient}
      apiBaseUrl={API}
      adminApiBaseUrl={ADMIN_API}
      navigate={navigate}
      storage={memoryStorage()}
      {...props}
    >
      {children}
    </PortalProvider>
  );
  return { Wrapper, navigate };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("failing loudly", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("usePortal outside a provider names PortalProvider and how to fix it", () => {
    expect(() => renderHook(() => usePortal())).toThrow(/outside <PortalProvider>.*wrap your app/);
  });

  it("a nested provider throws", () => {
    const { Wrapper } = wrapper();
    expect(() =>
      render(
        <Wrapper>
          <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl={API} navigate={() => undefined}>
            <p>inner</p>
          </PortalProvider>
        </Wrapper>,
      ),
    ).toThrow(/nested inside another <PortalProvider>/);
  });

  it("a provider without a queryClient names the two ways to give one", () => {
    // What a host in plain JavaScript may pass: TypeScript would not let it.
    const props = { apiBaseUrl: API, navigate: () => undefined } as unknown as PortalProviderProps;
    expect(() => render(<PortalProvider {...props} />)).toThrow(/needs a queryClient: lazyQueryClient\(\).*createPortalQueryClient\(\)/);
  });
});

describe("the queryClient prop", () => {
  it("a QueryClient: the children have it on their first render and query at once", async () => {
    const queryClient = new QueryClient();
    function Answer() {
      const answer = useQuery({ queryKey: ["answer"], queryFn: async () => 42 });
      return <p>{`${useQueryClient() === queryClient} ${answer.data ?? "…"}`}</p>;
    }
    render(
      <PortalProvider queryClient={queryClient} apiBaseUrl={API} navigate={() => undefined} storage={memoryStorage()}>
        <Answer />
      </PortalProvider>,
    );
    expect(screen.getByText("true …")).toBeInTheDocument();
    expect(await screen.findByText("true 42")).toBeInTheDocument();
  });

  it("a lazy source: the client arrives when loaded and nothing below remounts", async () => {
    const queryClient = new QueryClient();
    const created = deferred();
    const source = lazyQueryClient(() => created.promise.then(() => queryClient));
    const mounts = vi.fn();
    let seen: QueryClient | undefined;
    /** What a widget below sees: TanStack Query's context; and how often it mounted. */
    function Probe() {
      seen = useContext(QueryClientContext);
      useEffect(() => mounts(), []);
      return <p>{seen ? "client" : "no client"}</p>;
    }
    render(
      <PortalProvider queryClient={source} apiBaseUrl={API} navigate={() => undefined} storage={memoryStorage()}>
        <Probe />
      </PortalProvider>,
    );
    expect(screen.getByText("no client")).toBeInTheDocument();

    const loading = source.load();
    created.resolve();
    await act(() => loading);
    expect(screen.getByText("client")).toBeInTheDocument();
    expect(seen).toBe(queryClient);
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});

describe("session in React", () => {
  it("re-renders on login, without polling", async () => {
    server.use(
      http.post(`${API}/ov/user/api/privateToken`, () =>
        HttpResponse.json({ access_token: makeJwt(600), refresh_token: "r", email: "ana@x.es", isAdministrador: "true" }),
      ),
      http.get(`${API}/ov/user/api/me`, () => HttpResponse.json({ username: "ana", email: "ana@x.es" })),
    );
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const renders = vi.fn();
    let login: Promise<unknown> | undefined;
    function Header() {
      const { session } = usePortal();
      const state = useSession();
      const authenticated = useIsAuthenticated();
      renders(state.status);
      return (
        <>
          <p>{`${state.status} ${authenticated} ${state.profile?.username ?? "-"} ${state.isAdministrador}`}</p>
          <button onClick={() => (login = session.login({ username: "ana", password: "x", isAdministradorFinca: true }))}>Entrar</button>
        </>
      );
    }
    const { Wrapper } = wrapper();
    render(<Header />, { wrapper: Wrapper });
    expect(screen.getByText("anonymous false - false")).toBeInTheDocument();

    // No waitFor here: it polls with setInterval itself.
    act(() => screen.getByRole("button", { name: "Entrar" }).click());
    await act(() => login);
    expect(screen.getByText("authenticated true ana true")).toBeInTheDocument();
    expect(renders).toHaveBeenCalledWith("loading");
    expect(setInterval).not.toHaveBeenCalled();
    setInterval.mockRestore();
  });

  it("merges message overrides with es-ES and keeps links and navigate", () => {
    const { Wrapper, navigate } = wrapper({
      messages: { login: { codes: { "104": "Revisa tus datos." } } },
      links: { invoices: (id) => `/facturas/${id}` },
    });
    const { result } = renderHook(() => ({ messages: useMessages(), portal: usePortal() }), { wrapper: Wrapper });
    expect(result.current.messages.login.codes["104"]).toBe("Revisa tus datos.");
    expect(result.current.messages.login.codes["500"]).toBe("El usuario y/o contraseña no son correctos para ingresar.");
    expect(result.current.portal.links.invoices("7")).toBe("/facturas/7");
    expect(result.current.portal.links.telemetry("7")).toBe("/telemetry/7");
    expect(result.current.portal.config).toEqual({ apiBaseUrl: API, adminApiBaseUrl: ADMIN_API });
    result.current.portal.navigate(result.current.portal.links.home());
    expect(navigate).toHaveBeenCalledWith("/");
  });
});

describe("requests in flight and the query cache", () => {
  it("useIsBusy is true while a request is in flight and false after", async () => {
    const gate = deferred();
    server.use(
      http.get(`${API}/ov/issues/api/issues`, async () => {
        await gate.promise;
        return HttpResponse.json({ items: [{ id: 1, subject: "Luz", status: { name: "Nueva" } }], total_count: 1 });
      }),
    );
    function Issues() {
      const { client } = usePortal();
      const issues = useQuery(issueQueries.list(client));
      const busy = useIsBusy();
      return <p>{`${busy ? "busy" : "idle"} ${issues.data?.items.length ?? "…"}`}</p>;
    }
    const { Wrapper } = wrapper({ storage: memoryStorage({ accessToken: makeJwt(600) }) });
    render(<Issues />, { wrapper: Wrapper });
    expect(await screen.findByText("busy …")).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByText("idle 1")).toBeInTheDocument();
  });

  it("a 401 ends the session: isLeaving, onSessionExpired, user queries removed, public kept", async () => {
    server.use(
      http.get(`${API}/ov/issues/api/status/open`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${API}/ov/user/api/checkConnection`, () => HttpResponse.json({ status: "ok" })),
      http.post(`${API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onSessionExpired = vi.fn();
    const storage = memoryStorage({ accessToken: makeJwt(600), refreshToken: "r" });
    const { Wrapper } = wrapper({ storage, queryClient, onSessionExpired });
    const { result } = renderHook(() => ({ portal: usePortal(), session: useSession() }), { wrapper: Wrapper });
    const { client } = result.current.portal;
    queryClient.setQueryData(issueQueries.list(client).queryKey, () => ({ items: [], total_count: 0 }));
    await queryClient.fetchQuery(publicQueries.connection(client));

    await act(() => expect(client.call("issuesOpenCount")).rejects.toMatchObject({ kind: "http", status: 401 }));

    await waitFor(() => expect(result.current.session.isLeaving).toBe(true));
    expect(result.current.session.accessToken).toBeNull();
    expect(storage.getItem("isLeaving")).toBe("true");
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(issueQueries.list(client).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(publicQueries.connection(client).queryKey)).toEqual({ status: "ok" });
  });

  it("without onSessionExpired, expiry navigates to the login link", async () => {
    const { Wrapper, navigate } = wrapper({ storage: memoryStorage({ accessToken: makeJwt(-10) }) });
    const { result } = renderHook(() => usePortal(), { wrapper: Wrapper });
    await expect(result.current.client.call("issuesList")).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("logout removes the user's queries", async () => {
    server.use(http.post(`${API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })));
    const queryClient = new QueryClient();
    const { Wrapper } = wrapper({ queryClient, storage: memoryStorage({ accessToken: makeJwt(600), refreshToken: "r" }) });
    const { result } = renderHook(() => usePortal(), { wrapper: Wrapper });
    queryClient.setQueryData(issueQueries.openCount(result.current.client).queryKey, () => ({ total_count: 3 }));
    await act(() => result.current.session.logout());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(result.current.session.getState().status).toBe("loggedOut");
  });
});
