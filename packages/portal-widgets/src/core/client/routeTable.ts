import type { RouteDef } from "@oficina-virtual/api-contract";
import type { AnyRoutes, RouteSection, RouteTableSource } from "./clientTypes";
import { transportError } from "./responseReading";

/** The routes a client knows: a whole table, or sections that arrive as they are needed. */
export interface RouteTable {
  /** The route of `routeId`, waiting for the section that holds it. */
  routeOf(routeId: string): Promise<RouteDef>;
  /** Every section, one after another, so each is evaluated in a task of its own. */
  loadAll(): Promise<void>;
}

export function createRouteTable<Routes extends AnyRoutes>(source: RouteTableSource<Routes>): RouteTable {
  const sections = isSectionList(source) ? source : [];
  /** The routes that have arrived so far, from every section loaded. */
  const known: Record<string, RouteDef> = isSectionList(source) ? {} : { ...source };
  const loading = new Map<RouteSection<Routes>, Promise<void>>();

  /** Loads one section, once; a failed load (the chunk did not arrive) is tried again by
   * the next call that needs it. */
  function loadSection(section: RouteSection<Routes>): Promise<void> {
    let pending = loading.get(section);
    if (!pending) {
      pending = section().then(
        (part) => void Object.assign(known, part),
        (cause: unknown) => {
          loading.delete(section);
          throw cause;
        },
      );
      loading.set(section, pending);
    }
    return pending;
  }

  return {
    async loadAll() {
      for (const section of sections) await loadSection(section);
    },
    async routeOf(routeId) {
      if (!Object.hasOwn(known, routeId)) {
        try {
          await untilHeld(sections.map(loadSection), () => Object.hasOwn(known, routeId));
        } catch (cause) {
          throw transportError(routeId, cause, undefined);
        }
      }
      const route = Object.hasOwn(known, routeId) ? known[routeId] : undefined;
      if (!route) throw new Error(`Oficina Virtual: unknown route "${routeId}".`);
      return route;
    },
  };
}

/** Settles as soon as `held()` is true after one of the `loads` has arrived, so a call waits
 * for its own section only; once all have settled, resolves, or rejects with the first
 * failure when none held the route. Which section holds a call is learnt from the sections
 * themselves. */
export function untilHeld(loads: readonly Promise<void>[], held: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = loads.length;
    let failure: { cause: unknown } | undefined;
    const settle = () => {
      left -= 1;
      if (held() || left > 0) return;
      if (failure) reject(failure.cause);
      else resolve();
    };
    if (left === 0) resolve();
    for (const load of loads) {
      load.then(
        () => {
          if (held()) resolve();
          settle();
        },
        (cause: unknown) => {
          failure ??= { cause };
          settle();
        },
      );
    }
  });
}

function isSectionList<Routes extends AnyRoutes>(source: RouteTableSource<Routes>): source is readonly RouteSection<Routes>[] {
  return Array.isArray(source);
}
