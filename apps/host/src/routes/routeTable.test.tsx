import { lazyQueryClient, PortalProvider } from "@oficina-virtual/portal-widgets";
import { memoryStorage } from "@oficina-virtual/portal-widgets/internal";
import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { isWidePath, ROUTES } from "./routeTable";

const withoutQueries = ROUTES.filter((route) => route.withoutQueries);

describe("pages that open without TanStack Query's client", () => {
  it("are the login page and the public legal pages", () => {
    expect(withoutQueries.map((route) => route.path)).toEqual([
      "/login",
      "/aviso-legal",
      "/politica-de-cookies",
      "/politica-de-privacidad",
      "/accesibilidad",
    ]);
  });

  // The pages' modules load first, so their first transform does not run inside each test's
  // time limit.
  beforeAll(async () => {
    await Promise.all(withoutQueries.map((route) => route.load()));
  }, 60_000);

  // A widget that queries on such a page would throw 'No QueryClient set' in production.
  it.each(withoutQueries.map((route) => [route.path, route] as const))("%s renders with no client and loads none", async (_path, route) => {
    const create = vi.fn(async () => new QueryClient());
    const { default: Page } = await route.load();
    render(
      <MemoryRouter>
        <PortalProvider apiBaseUrl="https://api.test" navigate={vi.fn()} storage={memoryStorage()} queryClient={lazyQueryClient(create)}>
          <Page />
        </PortalProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("the content's width", () => {
  it("grows for the invoice lists' tables and stays a reading column for texts and forms", () => {
    for (const path of ["/", "/allinvoices", "/allinvoices-gas", "/invoices/100001", "/administrador-fincas"]) {
      expect(isWidePath(path), path).toBe(true);
    }
    for (const path of ["/aviso-legal", "/login", "/signup", "/readinginput/100001", "/new-issue", "/admin", "/nowhere"]) {
      expect(isWidePath(path), path).toBe(false);
    }
  });
});
