import { addDays, type IsoDate, utcMidnight } from "./dates";
import type { StoredContract } from "./inserts";

/** demo's support requests: 1 closed, 2 open, on its own contracts. */
const DEMO_ISSUES = [
  {
    contract: "100002",
    daysAgo: 75,
    categoryId: "LEC",
    subcategory: "Lectura estimada",
    status: "Cerrada",
    subject: "Lectura estimada en la factura de invierno",
    description: "La factura de enero se emitió con una lectura estimada muy superior a la real. Adjunto la lectura del contador.",
  },
  {
    contract: "100001",
    daysAgo: 12,
    categoryId: "FAC",
    subcategory: "Reclamación de factura",
    status: "Abierta",
    subject: "Factura con importe superior al habitual",
    description: "El importe de la última factura duplica el de meses anteriores y el consumo no ha cambiado.",
  },
  {
    contract: "100013",
    daysAgo: 3,
    categoryId: "FAC",
    subcategory: "Cambio de cuenta bancaria",
    status: "Abierta",
    subject: "Cambio de cuenta bancaria para el gas",
    description: "Quiero domiciliar los recibos de gas en una nueva cuenta a partir del próximo mes.",
  },
];

/** The demo customer's support requests, dated back from `today`. */
export function demoIssues(userId: number, demo: StoredContract[], today: IsoDate) {
  return DEMO_ISSUES.map(({ contract, daysAgo, ...fields }) => {
    const c = demo.find((x) => x.row.codAbonado === contract) as StoredContract;
    return {
      userId,
      ...fields,
      line: c.row.line,
      cups: c.row.cups,
      contractCode: c.row.codAbonado,
      createdAt: utcMidnight(addDays(today, -daysAgo)),
    };
  });
}
