// Support requests for the issue widgets' stories and tests: an in-memory version of
// apps/api's issue routes (list, open count, detail, categories, add); not exported.
import { type HttpHandler, HttpResponse, http } from "msw";

export interface StoredIssue {
  numero: string;
  asunto: string;
  estado: string;
  categoria: string;
  linea: "Electricidad" | "Gas";
  cups: string;
  codigo_contrato: string;
  cif: string;
  email: string;
  telefono_cliente: string;
  descripcion: string;
  /** When it was opened (ISO 8601); older servers leave it out. */
  fecha?: string;
}

export const CATEGORIES: Record<string, string> = { "1": "Facturación", "2": "Lecturas", CON: "Contratación" };
export const SUBCATEGORIES: Record<string, string[]> = {
  "1": ["Duplicado de factura", "Importe incorrecto"],
  "2": ["Lectura estimada"],
  CON: ["Baja de suministro", "Cambio de potencia", "Cambio de titular"],
};

export function storedIssue(n: number, changes: Partial<StoredIssue> = {}): StoredIssue {
  return {
    numero: String(n),
    asunto: `Consulta ${n}`,
    estado: n % 3 === 0 ? "Cerrada" : "Abierta",
    categoria: "Facturación",
    linea: "Electricidad",
    cups: "ES0021000000000001AB",
    codigo_contrato: "100001",
    cif: "12345678Z",
    email: "demo@example.com",
    telefono_cliente: "600000000",
    descripcion: `Descripción de la consulta ${n}.`,
    ...changes,
  };
}

/** A request created by the widget, as apps/api stores it: the text exactly as sent. */
export const quotedIssue = storedIssue(7, {
  asunto: "Lectura &quot;estimada&quot; de marzo",
  descripcion: "Primera línea con &quot;comillas&quot;.\nSegunda línea.",
  categoria: "Lecturas",
  fecha: "2026-03-14T10:00:00.000Z",
});

export interface IssuesApiOptions {
  issues?: StoredIssue[];
  /** Answer for POST add: the status to send (201 creates), or "network" for no answer. */
  addAnswers?: (number | "network")[];
}

/** Handlers over a list that POST add appends to, so a reload after success sees the new one. */
export function issuesApi(apiBase: string, { issues = [], addAnswers = [] }: IssuesApiOptions = {}) {
  const state = { issues: [...issues], nextId: 100, answers: [...addAnswers] };
  const base = `${apiBase}/ov/issues/api`;
  const handlers: HttpHandler[] = [
    http.get(`${base}/issues`, () =>
      HttpResponse.json({
        items: state.issues.map((i) => ({ id: i.numero, subject: i.asunto, status: { name: i.estado }, fecha: i.fecha })),
        total_count: state.issues.length,
      }),
    ),
    http.get(`${base}/status/open`, () => HttpResponse.json({ total_count: state.issues.filter((i) => i.estado === "Abierta").length })),
    http.get(`${base}/issue`, ({ request }) => {
      const id = new URL(request.url).searchParams.get("issueId");
      const issue = state.issues.find((i) => i.numero === id);
      return issue
        ? HttpResponse.json(issue)
        : HttpResponse.json({ code: 404, mensaje: "No se ha encontrado la solicitud." }, { status: 404 });
    }),
    http.get(`${base}/categories`, () => HttpResponse.json(CATEGORIES)),
    http.get(`${base}/subcategories`, ({ request }) => {
      const category = new URL(request.url).searchParams.get("category") ?? "";
      return HttpResponse.json(SUBCATEGORIES[category] ?? []);
    }),
    http.post(`${base}/add`, async ({ request }) => {
      const answer = state.answers.shift() ?? 201;
      if (answer === "network") return HttpResponse.error();
      if (answer !== 201) return HttpResponse.json({ code: answer }, { status: answer });
      const body = (await request.json()) as Record<string, string>;
      const numero = String(state.nextId++);
      state.issues.unshift(
        storedIssue(Number(numero), {
          asunto: body.title ?? "",
          descripcion: body.description ?? "",
          categoria: CATEGORIES[body.category ?? ""] ?? "",
          linea: body.line === "Gas" ? "Gas" : "Electricidad",
          cups: body.cups ?? "",
          codigo_contrato: body.contractCode ?? "",
          estado: "Abierta",
        }),
      );
      return HttpResponse.json({ status: 201, data: { issue: { id: numero } } }, { status: 201 });
    }),
  ];
  return { handlers, state };
}
