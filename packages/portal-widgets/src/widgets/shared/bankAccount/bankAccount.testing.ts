import type { BankAccount, BankAccountChange } from "@oficina-virtual/api-contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";

/** Test support: the bank account calls of contract 100001 (and any other) over msw. */

export const REFERENCE = "LGI-7K2QX9M4TB8WPRVC";
export const NEW_REFERENCE = "LGI-Q4M8ZT2KX7RB9WNC";

export const bankAccount100001: BankAccount = {
  contractCode: "100001",
  line: "Electricidad",
  current: {
    ibanMasked: "ES** **** **** **** **** 4321",
    holderName: "Ana García López",
    mandateReference: REFERENCE,
    signedAt: "2024-01-10T09:00:00.000Z",
    replacedAt: null,
  },
  history: [
    {
      ibanMasked: "ES** **** **** **** **** 9876",
      holderName: "Ana García López",
      mandateReference: "LGI-0H3K5M7P9R1T3V5X",
      signedAt: "2019-05-14T00:00:00.000Z",
      replacedAt: "2024-01-10T09:00:00.000Z",
    },
  ],
};

export const changed: BankAccountChange = {
  account: {
    ibanMasked: "ES** **** **** **** **** 1332",
    holderName: "Ana García López",
    mandateReference: NEW_REFERENCE,
    signedAt: "2026-11-24T10:00:00.000Z",
    replacedAt: null,
  },
  appliesFrom: "A partir de la primera factura que se emita después del cambio.",
  mandatePath: `/ov/contracts/api/100001/cuenta-bancaria/mandatos/${NEW_REFERENCE}`,
};

export type BankChangeAnswer = "ok" | "wrongPassword" | "badIban" | "serverError";

/** GET answers `account` (or waits forever for "loading", or 500 for "error"); POST answers
 * by `change`; the mandate is a small PDF. */
export function bankAccountHandlers(
  apiBase: string,
  { account = bankAccount100001, change = "ok" }: { account?: BankAccount | "loading" | "error"; change?: BankChangeAnswer } = {},
): HttpHandler[] {
  return [
    http.get(`${apiBase}/ov/contracts/api/:code/cuenta-bancaria`, async ({ params }) => {
      if (account === "loading") await delay("infinite");
      if (account === "error" || account === "loading")
        return HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
      return HttpResponse.json({ ...account, contractCode: String(params.code) });
    }),
    http.post(`${apiBase}/ov/contracts/api/:code/cuenta-bancaria`, () => {
      if (change === "wrongPassword") {
        return HttpResponse.json({ code: 400, mensaje: "La contraseña no es correcta.", field: "password" }, { status: 400 });
      }
      if (change === "badIban") {
        return HttpResponse.json(
          { code: 400, mensaje: "Los dígitos de control del IBAN no son correctos", field: "iban", failure: "checksum" },
          { status: 400 },
        );
      }
      if (change === "serverError") return HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
      return HttpResponse.json(changed, { status: 201 });
    }),
    http.get(`${apiBase}/ov/contracts/api/:code/cuenta-bancaria/mandatos/:reference`, () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode(`%PDF-1.4\n${"x".repeat(400)}`).buffer, {
        headers: { "content-type": "application/pdf" },
      }),
    ),
  ];
}
