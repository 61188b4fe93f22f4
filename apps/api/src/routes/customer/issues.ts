import { type IssueAddBody, routes } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import {
  countOpenIssues,
  findIssueByKey,
  findIssueContract,
  findIssueDetail,
  type Issue,
  insertIssue,
  issueCategoryExists,
  listIssueCategories,
  listIssues,
  listSubcategoryNames,
  subcategoryExists,
} from "../../db/issues";
import { HttpError, notFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";

/** A new support request's status. */
export const OPEN_STATUS = "Abierta";

/** The spec's cups-user text (part 1 §5), also the answer for someone else's CUPS. */
export const CUPS_NOT_USERS = "El CUPS seleccionado debe estar entre los CUPS del usuario";

const ISSUES_LIST_LIMIT = 500;

const badRequest = (mensaje: string) => new HttpError(400, 400, mensaje);

/** The answer to a created (or replayed) request: data.issue carries the new id. */
const created = (id: number) => ({ status: 201, data: { issue: { id: String(id) } } });

/** The stored fields a replay must repeat for its key to be reused. */
const sameRequest = (row: Issue, body: IssueAddBody) =>
  row.subject === body.title &&
  row.description === body.description &&
  row.categoryId === body.category &&
  row.subcategory === body.subcategory &&
  row.line === body.line &&
  row.cups.toUpperCase() === body.cups.trim().toUpperCase() &&
  row.contractCode === body.contractCode;

/** The IETF idempotency-key draft: reusing a key with another payload is a 422. */
function replay(row: Issue, body: IssueAddBody) {
  if (!sameRequest(row, body)) {
    throw new HttpError(422, 422, "La clave de idempotencia ya se ha usado con otra solicitud.");
  }
  return created(row.id);
}

/**
 * Creates a support request. The title and description are stored exactly as received: the
 * portal has already replaced double quotes by `&quot;` (part 1 §3), and the same text is
 * answered back, so decoding here would make the detail differ from what was sent. Clients
 * render it as text, never as HTML.
 */
async function addIssue(deps: AppDeps, caller: Caller, body: IssueAddBody, key: string | undefined, address: string) {
  if (key) {
    const previous = await findIssueByKey(deps.db, caller.userId, key);
    if (previous) return { replayed: true, answer: replay(previous, body) };
  }
  const contract = await findIssueContract(deps.db, caller, body.contractCode, body.cups);
  // Someone else's CUPS or contract, or a contract that is not this CUPS's: 404, as any id
  // that is not the caller's, with the form's own text.
  if (!contract) throw notFound(CUPS_NOT_USERS);
  if (contract.line !== body.line) throw badRequest("La línea no corresponde al contrato seleccionado.");
  if (!(await subcategoryExists(deps.db, body.category, body.subcategory)))
    throw badRequest("La categoría o la subcategoría no son válidas.");
  // Counted once it is sure to write (auth/writeQuota.ts); a replay above is not a new request.
  await deps.limits.writes.count("issues", caller.userId, address, deps.now());

  const id = await insertIssue(deps.db, {
    userId: caller.userId,
    subject: body.title,
    description: body.description,
    categoryId: body.category,
    subcategory: body.subcategory,
    line: contract.line,
    cups: contract.cups,
    contractCode: body.contractCode,
    status: OPEN_STATUS,
    idempotencyKey: key ?? null,
    createdAt: deps.now(),
  });
  if (id !== undefined) return { replayed: false, answer: created(id) };
  // A concurrent request with the same key won the insert: answer as it did.
  const winner = await findIssueByKey(deps.db, caller.userId, key!);
  if (!winner) throw new HttpError(409, 409, "La solicitud está en curso; inténtalo de nuevo.");
  return { replayed: true, answer: replay(winner, body) };
}

async function issueDetail(deps: AppDeps, caller: Caller, issueId: string) {
  const id = Number(issueId);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound("No se ha encontrado la solicitud.");
  const row = await findIssueDetail(deps.db, caller.userId, id);
  if (!row) throw notFound("No se ha encontrado la solicitud.");
  return {
    numero: String(row.id),
    asunto: row.subject,
    estado: row.status,
    categoria: row.category ?? row.categoryId,
    linea: row.line,
    cups: row.cups,
    codigo_contrato: row.contractCode,
    // The CIF is the contract holder's (for an administrator, the community's), else the user's.
    cif: row.holderTaxId ?? row.userTaxId,
    email: row.email,
    telefono_cliente: row.userPhone ?? row.holderPhone,
    descripcion: row.description,
    // Our addition to the spec's fields: when the request was opened, so the customer can tell
    // requests apart and knows how long one has been waiting.
    fecha: row.createdAt.toISOString(),
  };
}

export const issueRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.issueAdd, async ({ caller, body, headers, raw, reply }) => {
    const { replayed, answer } = await addIssue(deps, caller, body, headers["Idempotency-Key"], raw.ip);
    if (replayed) reply.header("Idempotent-Replayed", "true");
    reply.code(201);
    return answer;
  });

  mountRoute(app, deps, routes.issuesOpenCount, async ({ caller }) => {
    return { total_count: await countOpenIssues(deps.db, caller.userId) };
  });

  mountRoute(app, deps, routes.issuesList, async ({ caller }) => {
    // Newest first; the screen has no pager, so the list is capped and total_count says
    // how many there are in all.
    const { rows, total } = await listIssues(deps.db, caller.userId, ISSUES_LIST_LIMIT);
    return {
      items: rows.map((r) => ({ id: String(r.id), subject: r.subject, status: { name: r.status }, fecha: r.createdAt.toISOString() })),
      total_count: total ?? rows.length,
    };
  });

  mountRoute(app, deps, routes.issueDetail, ({ caller, query }) => issueDetail(deps, caller, query.issueId));

  mountRoute(app, deps, routes.issueCategories, async () => {
    const rows = await listIssueCategories(deps.db);
    return Object.fromEntries(rows.map((r) => [r.id, r.displayName]));
  });

  mountRoute(app, deps, routes.issueSubcategories, async ({ query }) => {
    const category = query.category as string;
    if (!(await issueCategoryExists(deps.db, category))) throw notFound("No se ha encontrado la categoría.");
    return listSubcategoryNames(deps.db, category);
  });
};
