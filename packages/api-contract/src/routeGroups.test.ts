import { routeGroups, type RouteGroup } from "./routeGroups";
import { accountRoutes, contractRoutes, homeRoutes, invoiceRoutes, routes, telemetryRoutes } from "./routes";

const parts: Record<RouteGroup, Record<string, unknown>> = {
  accounts: accountRoutes,
  home: homeRoutes,
  invoices: invoiceRoutes,
  contracts: contractRoutes,
  telemetry: telemetryRoutes,
};

describe("routeGroups", () => {
  it("names, for every call, the part of the table that holds it", () => {
    for (const [id, group] of Object.entries(routeGroups)) {
      expect(Object.keys(parts[group]), `${id} → ${group}`).toContain(id);
    }
  });

  it("covers the whole table, and no call sits in two parts", () => {
    const fromParts = Object.values(parts).flatMap((part) => Object.keys(part));
    expect(new Set(fromParts).size).toBe(fromParts.length);
    expect(Object.keys(routeGroups).sort()).toEqual(Object.keys(routes).sort());
    expect(fromParts.sort()).toEqual(Object.keys(routes).sort());
  });

  it("keeps each part's calls the same objects as in the whole table", () => {
    for (const part of Object.values(parts)) {
      for (const [id, route] of Object.entries(part)) expect(routes[id as keyof typeof routes]).toBe(route);
    }
  });
});
