import { routeSections } from "./routeSections";
import { routes } from "./routes";

describe("routeSections", () => {
  it("load, together, the whole table, and no call sits in two sections", async () => {
    const sections = await Promise.all(routeSections.map((load) => load()));
    const ids = sections.flatMap((section) => Object.keys(section));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(routes).sort());
  });

  it("keep each call the same object as in the whole table", async () => {
    for (const section of await Promise.all(routeSections.map((load) => load()))) {
      for (const [id, route] of Object.entries(section)) expect(routes[id as keyof typeof routes]).toBe(route);
    }
  });
});
