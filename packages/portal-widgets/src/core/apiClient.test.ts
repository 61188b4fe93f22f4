import { routeGroups, routes } from "@oficina-virtual/api-contract";
import { loadRoutes } from "./apiClient";

describe("the contract's route table, part by part", () => {
  it("loads, for a call, the part of its section: the home's calls without the invoice screens'", async () => {
    const home = await loadRoutes("cupsMe");
    expect(Object.keys(home).sort()).toEqual(
      Object.entries(routeGroups)
        .filter(([, group]) => group === "home")
        .map(([id]) => id)
        .sort(),
    );
    expect(home).toHaveProperty("issuesOpenCount", routes.issuesOpenCount);
    expect(home).not.toHaveProperty("fullbilling");
    expect(await loadRoutes("fullbilling")).toHaveProperty("fullbilling", routes.fullbilling);
  });

  it("loads the whole table without a route, and nothing for a call the contract does not have", async () => {
    expect(await loadRoutes()).toEqual(routes);
    expect(await loadRoutes("toString")).toEqual({});
    expect(await loadRoutes("noSuchCall")).toEqual({});
  });
});
