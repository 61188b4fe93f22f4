import { type IssueAddBody, routes } from "@oficina-virtual/api-contract";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { contracts, holders, issueCategories, issueSubcategories, issues, users } from "../../db/schema";
import { HttpError, notFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { callerContracts } from "../../scope";

/** A new support request's status. */
export const OPEN_STATUS = "Abierta";
/** Statuses counted by status/open (lower case). The seed and this module write 'Abierta';
 * 'open', 'nueva' and 'en curso' are accepted as open too, in case data comes from elsewhere. */
const OPEN_STATUSES = ["abierta", "open", "nueva", "en curso"];

/** The spec's cups-user text (part 1 §5), also the answer for someone else's CUPS. */
export const CUPS_NOT_USERS = "El CUPS seleccionado debe estar entre los CUPS del usuario";

const ISSUES_LIST_LIMIT = 500;

const badRequest = (mensaje: string) => new HttpError(400, 400, mensaje);

/** The answer to a created (or replayed) request: data.issue carries the new id. */
const created = (id: number) => ({ status: 201, data: { issue: { id: String(id) } } });

/** The stored fields a replay must repeat for its key to be reused. */
const sameRequest = (row: typeof issues.$inferSelect, body: IssueAddBody) =>
  row.subject === body.title &&
  row.description === body.description &&
  row.categoryId === body.category &&
  row.subcategory === body.subcategory &&
  row.line === body.line &&
  row.cups.toUpperCase() === body.cups.trim().toUpperCase() &&
  row.contractCode === body.contractCode;

async function findByKey(deps: AppDeps, caller: Caller, key: string) {
  const [row] = await deps.db
    .select()
    .from(issues)
    .where(and(eq(issues.userId, caller.userId), eq(issues.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The IETF idempotency-key draft: reusing a key with another payload is a 422. */
function replay(row: typeof issues.$inferSelect, body: IssueAddBody) {
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
    const previous = await findByKey(deps, caller, key);
    if (previous) return { replayed: true, answer: replay(previous, body) };
  }
  const [contract] = await deps.db
    .select({ line: contracts.line, cups: contracts.cups })
    .from(contracts)
    .where(
      and(
        callerContracts(deps.db, caller),
        eq(contracts.codAbonado, body.contractCode),
        sql`upper(${contracts.cups}) = ${body.cups.trim().toUpperCase()}`,
      ),
    )
    .limit(1);
  // Someone else's CUPS or contract, or a contract that is not this CUPS's: 404, as any id
  // that is not the caller's, with the form's own text.
  if (!contract) throw notFound(CUPS_NOT_USERS);
  if (contract.line !== body.line) throw badRequest("La línea no corresponde al contrato seleccionado.");
  const [subcategory] = await deps.db
    .select({ name: issueSubcategories.name })
    .from(issueSubcategories)
    .where(and(eq(issueSubcategories.categoryId, body.category), eq(issueSubcategories.name, body.subcategory)))
    .limit(1);
  if (!subcategory) throw badRequest("La categoría o la subcategoría no son válidas.");
  // Counted once it is sure to write (auth/writeQuota.ts); a replay above is not a new request.
  await deps.limits.writes.count("issues", caller.userId, address, deps.now());

  const [row] = await deps.db
    .insert(issues)
    .values({
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
    })
    .onConflictDoNothing({ target: [issues.userId, issues.idempotencyKey] })
    .returning({ id: issues.id });
  if (row) return { replayed: false, answer: created(row.id) };
  // A concurrent request with the same key won the insert: answer as it did.
  const winner = await findByKey(deps, caller, key!);
  if (!winner) throw new HttpError(409, 409, "La solicitud está en curso; inténtalo de nuevo.");
  return { replayed: true, answer: replay(winner, body) };
}

const openCondition = (caller: Caller) => and(eq(issues.userId, caller.userId), inArray(sql`lower(${issues.status})`, OPEN_STATUSES));

async function issueDetail(deps: AppDeps, caller: Caller, issueId: string) {
  const id = Number(issueId);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound("No se ha encontrado la solicitud.");
  const [row] = await deps.db
    .select({
      id: issues.id,
      subject: issues.subject,
      status: issues.status,
      category: issueCategories.displayName,
      categoryId: issues.categoryId,
      line: issues.line,
      cups: issues.cups,
      contractCode: issues.contractCode,
      holderTaxId: contracts.holderTaxId,
      userTaxId: users.taxId,
      email: users.email,
      userPhone: users.phone,
      holderPhone: holders.phone,
      description: issues.description,
    })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.userId))
    .leftJoin(issueCategories, eq(issueCategories.id, issues.categoryId))
    .leftJoin(contracts, eq(contracts.codAbonado, issues.contractCode))
    .leftJoin(holders, eq(holders.taxId, contracts.holderTaxId))
    .where(and(eq(issues.id, id), eq(issues.userId, caller.userId)))
    .limit(1);
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
    const [row] = await deps.db.select({ total: count() }).from(issues).where(openCondition(caller));
    return { total_count: row?.total ?? 0 };
  });

  mountRoute(app, deps, routes.issuesList, async ({ caller }) => {
    // Newest first; the screen has no pager, so the list is capped and total_count says
    // how many there are in all.
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ id: issues.id, subject: issues.subject, status: issues.status })
        .from(issues)
        .where(eq(issues.userId, caller.userId))
        .orderBy(desc(issues.createdAt), desc(issues.id))
        .limit(ISSUES_LIST_LIMIT),
      deps.db.select({ total: count() }).from(issues).where(eq(issues.userId, caller.userId)),
    ]);
    return {
      items: rows.map((r) => ({ id: String(r.id), subject: r.subject, status: { name: r.status } })),
      total_count: total?.total ?? rows.length,
    };
  });

  mountRoute(app, deps, routes.issueDetail, ({ caller, query }) => issueDetail(deps, caller, query.issueId));

  mountRoute(app, deps, routes.issueCategories, async () => {
    const rows = await deps.db.select().from(issueCategories).orderBy(asc(issueCategories.id));
    return Object.fromEntries(rows.map((r) => [r.id, r.displayName]));
  });

  mountRoute(app, deps, routes.issueSubcategories, async ({ query }) => {
    const category = query.category as string;
    const [known] = await deps.db.select({ id: issueCategories.id }).from(issueCategories).where(eq(issueCategories.id, category));
    if (!known) throw notFound("No se ha encontrado la categoría.");
    const rows = await deps.db
      .select({ name: issueSubcategories.name })
      .from(issueSubcategories)
      .where(eq(issueSubcategories.categoryId, category))
      .orderBy(asc(issueSubcategories.name));
    return rows.map((r) => r.name);
  });
};
