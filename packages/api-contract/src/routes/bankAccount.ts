import { defineRoute } from "../route";
import * as bank from "../schemas/bankAccount";
import { blob, json, PDF_MIME } from "./responses";

/** 'Mi cuenta' › 'Cuenta bancaria': a customer's contract's direct-debit account and its
 * SEPA mandates. An administrator's or someone else's contract answers 404. */
export const bankAccountRoutes = {
  bankAccount: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/{contractCode}/cuenta-bancaria",
    host: "customer",
    auth: "bearer",
    request: { params: bank.bankAccountParamsSchema },
    response: json(bank.bankAccountSchema),
    summary: "The contract's direct-debit account (IBAN masked), its holder and the earlier accounts",
    errors: [404],
  }),
  bankAccountChange: defineRoute({
    method: "POST",
    path: "/ov/contracts/api/{contractCode}/cuenta-bancaria",
    host: "customer",
    auth: "bearer",
    request: { params: bank.bankAccountParamsSchema, body: bank.bankAccountChangeBodySchema },
    response: json(bank.bankAccountChangeSchema),
    summary:
      "Change the account after the password: signs a SEPA Core mandate, e-mails the change; 400 names the failed IBAN check or a wrong password",
    success: [201],
    errors: [400, 404, 429],
  }),
  bankMandatePdf: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/{contractCode}/cuenta-bancaria/mandatos/{reference}",
    host: "customer",
    auth: "bearer",
    request: { params: bank.bankMandateParamsSchema },
    response: blob(PDF_MIME),
    summary: "The mandate's PDF, 'Orden de domiciliación de adeudo directo SEPA', 'Mandato-{reference}.pdf'",
    errors: [404],
  }),
} as const;
