import { checkPostalAddress, routes } from "@oficina-virtual/api-contract";
import type { FastifyRequest } from "fastify";
import { originOf, recordActivity } from "../../auth/activity";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import {
  findCorrespondence,
  findUserPreferences,
  listCorrespondence,
  ownContracts,
  setPaperless,
  setPostalAddress,
  setUserPreferences,
} from "../../db/preferences/preferences";
import { contractNotFound, HttpError, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { type ContractRow, findCallerContract } from "../../scope";

/*
 * 'Mi cuenta' › 'Preferencias' and the postal address of 'Datos de contacto'. Paper or e-mail
 * and the postal address are the customer's own contracts' (an administrator's communities'
 * invoices are not theirs to redirect: 404 as someone else's); the language and the notices
 * are every user's.
 */

/** Every preference change goes into the account's activity ('Sesiones y actividad'): the
 * contract it was for, or the new language; never an address, which the activity keeps for
 * a year where anyone with the session could read it. */
async function preferenceChanged(
  deps: AppDeps,
  caller: Caller,
  raw: Pick<FastifyRequest, "ip" | "headers">,
  detail: string | null,
): Promise<void> {
  await recordActivity(deps.db, { userId: caller.userId, kind: "preferences", now: deps.now(), origin: originOf(raw), detail });
}

async function ownContract(deps: AppDeps, caller: Caller, codAbonado: string): Promise<ContractRow> {
  if (caller.role !== "customer") throw contractNotFound();
  return findCallerContract(deps.db, caller, codAbonado);
}

async function preferencesOf(deps: AppDeps, caller: Caller) {
  const user = await findUserPreferences(deps.db, caller.userId);
  if (!user) throw unauthorized();
  return { ...user, contracts: await listCorrespondence(deps.db, await ownContracts(deps.db, caller)) };
}

export const preferenceRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.preferences, ({ caller }) => preferencesOf(deps, caller));

  mountRoute(app, deps, routes.preferencesChange, async ({ caller, body, raw }) => {
    if (!body.language && !body.notices) throw new HttpError(400, 400, "Indica el idioma o los avisos que quieres cambiar.");
    await deps.limits.writes.count("preferences", caller.userId, raw.ip, deps.now());
    await setUserPreferences(deps.db, caller.userId, body);
    await preferenceChanged(deps, caller, raw, body.language ?? null);
    return preferencesOf(deps, caller);
  });

  mountRoute(app, deps, routes.paperlessChange, async ({ caller, params, body, raw }) => {
    const contract = await ownContract(deps, caller, params.contractCode);
    const now = deps.now();
    await deps.limits.writes.count("preferences", caller.userId, raw.ip, now);
    await setPaperless(deps.db, contract.id, body.paperless, now);
    await preferenceChanged(deps, caller, raw, contract.codAbonado);
    return findCorrespondence(deps.db, contract);
  });

  mountRoute(app, deps, routes.postalAddress, async ({ caller, params }) =>
    findCorrespondence(deps.db, await ownContract(deps, caller, params.contractCode)),
  );

  // Input is checked before the quota: bad input writes nothing and costs nothing.
  mountRoute(app, deps, routes.postalAddressChange, async ({ caller, params, body, raw }) => {
    const contract = await ownContract(deps, caller, params.contractCode);
    const check = checkPostalAddress(body);
    if (!check.ok) throw new HttpError(400, 400, check.message, { field: check.field });
    const now = deps.now();
    await deps.limits.writes.count("preferences", caller.userId, raw.ip, now);
    await setPostalAddress(deps.db, contract.id, check.address, now);
    await preferenceChanged(deps, caller, raw, contract.codAbonado);
    return findCorrespondence(deps.db, contract);
  });
};
