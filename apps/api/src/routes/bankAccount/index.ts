import { type BankAccountEntry, ChangePasswordStatus, checkIban, maskIban, routes } from "@oficina-virtual/api-contract";
import { originOf, recordActivity } from "../../auth/activity";
import { verifyPassword } from "../../auth/passwords";
import { loginKey, withRetryAfter } from "../../auth/rateLimit";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findUserById, signInIdentifier } from "../../db/accounts/users";
import { type BankAccountRow, findMandate, listBankAccounts, replaceBankAccount } from "../../db/bankAccounts/bankAccounts";
import { contractAddress } from "../../documents/customer/contractPdf";
import { PDF_CONTENT_TYPE } from "../../documents/customer/letterhead";
import type { MandateDocument } from "../../documents/customer/mandatePdf";
import { contractNotFound, HttpError, notFound, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { exportRoute } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";
import { sendMail } from "../../mail/outbox";
import { recipientOf } from "../../mail/recipient";
import { type ContractRow, findCallerContract } from "../../scope";
import { APPLIES_FROM, bankChangeMail } from "./bankMail";

/** SEPA allows 70 characters for the debtor's name. */
const HOLDER_MAX = 70;

const badInput = (mensaje: string, extra: Record<string, unknown> = {}) => new HttpError(400, 400, mensaje, extra);

export const wrongPassword = () =>
  new HttpError(ChangePasswordStatus.wrongPassword, ChangePasswordStatus.wrongPassword, "La contraseña no es correcta.", {
    field: "password",
  });

function entryOf(row: BankAccountRow): BankAccountEntry {
  return {
    ibanMasked: maskIban(row.iban),
    holderName: row.holderName,
    mandateReference: row.mandateReference,
    signedAt: row.signedAt.toISOString(),
    replacedAt: row.replacedAt?.toISOString() ?? null,
  };
}

/** The caller's own contract; administrators do not manage their communities' direct
 * debits, so for them every contract is as not found as someone else's. */
async function ownContract(deps: AppDeps, caller: Caller, codAbonado: string): Promise<ContractRow> {
  if (caller.role !== "customer") throw contractNotFound();
  return findCallerContract(deps.db, caller, codAbonado);
}

/** The new account as typed, each field checked with a Spanish message naming the problem;
 * `field` tells a form where to show it, `failure` which IBAN check failed (checkIban). */
function checkedChange(body: { iban: string; holderName: string; password: string }): { iban: string; holderName: string } {
  const iban = checkIban(body.iban);
  if (!iban.ok) throw badInput(iban.message, { field: "iban", failure: iban.failure });
  const holderName = body.holderName.trim().replace(/\s+/g, " ");
  if (!holderName) throw badInput("Introduce el nombre del titular de la cuenta.", { field: "holderName" });
  if (holderName.length > HOLDER_MAX)
    throw badInput(`El nombre del titular no puede tener más de ${HOLDER_MAX} caracteres.`, { field: "holderName" });
  if (!body.password) throw badInput("Introduce tu contraseña para confirmar el cambio.", { field: "password" });
  return { iban: iban.iban, holderName };
}

/** The mandate as its PDF prints it: the debtor is the account's holder, the contract's supply
 * and holder's tax id name what the debits pay. */
function mandateDocument(contract: ContractRow, mandate: BankAccountRow): MandateDocument {
  return {
    reference: mandate.mandateReference,
    debtorName: mandate.holderName,
    debtorTaxId: contract.holderTaxId,
    debtorAddress: contractAddress(contract),
    iban: mandate.iban,
    codAbonado: contract.codAbonado,
    cups: contract.cups,
    line: contract.line,
    signedAt: mandate.signedAt,
    acceptedIp: mandate.acceptedIp,
    acceptedUserAgent: mandate.acceptedUserAgent,
  };
}

/** bankAccount, bankAccountChange and bankMandatePdf: 'Mi cuenta' › 'Cuenta bancaria'. */
export const bankAccountRoutes: RoutePlugin = async (app, { deps }) => {
  const { db } = deps;

  mountRoute(app, deps, routes.bankAccount, async ({ caller, params }) => {
    const contract = await ownContract(deps, caller, params.contractCode);
    const [current, ...rest] = await listBankAccounts(db, contract.id);
    const hasCurrent = current !== undefined && current.replacedAt === null;
    return {
      contractCode: contract.codAbonado,
      line: contract.line,
      current: hasCurrent ? entryOf(current) : null,
      history: (hasCurrent ? rest : [current, ...rest]).filter((row) => row !== undefined).map(entryOf),
    };
  });

  // The password is checked like a login's (the same throttle and key), after the input, so
  // bad input costs no attempt and a stolen session cannot guess the password here either.
  mountRoute(app, deps, routes.bankAccountChange, async ({ caller, params, body, raw, reply }) => {
    const contract = await ownContract(deps, caller, params.contractCode);
    const change = checkedChange(body);
    const user = await findUserById(db, caller.userId);
    if (!user) throw unauthorized();
    const now = deps.now();
    const attempt = await withRetryAfter(reply, deps.limits.login.reserve(loginKey(user.role, signInIdentifier(user)), raw.ip, now));
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      attempt.failed();
      throw wrongPassword();
    }
    await attempt.succeeded();
    await deps.limits.writes.count("bankAccounts", user.id, raw.ip, now);
    const userAgent = raw.headers["user-agent"];
    const row = await replaceBankAccount(
      db,
      {
        contractId: contract.id,
        ...change,
        userId: user.id,
        acceptedIp: raw.ip || null,
        acceptedUserAgent: typeof userAgent === "string" ? userAgent.slice(0, 300) : null,
      },
      now,
    );
    const detail = `${contract.codAbonado} ${maskIban(row.iban)}`;
    await recordActivity(db, { userId: user.id, kind: "iban", now, origin: originOf(raw), detail });
    await sendMail(
      deps,
      bankChangeMail({
        to: user.email,
        firstName: user.firstName,
        codAbonado: contract.codAbonado,
        line: contract.line,
        iban: row.iban,
        holderName: row.holderName,
        reference: row.mandateReference,
        publicUrl: deps.config.publicUrl,
        language: (await recipientOf(db, user.id)).language,
      }),
    );
    reply.code(201);
    return {
      account: entryOf(row),
      appliesFrom: APPLIES_FROM,
      mandatePath: `/ov/contracts/api/${contract.codAbonado}/cuenta-bancaria/mandatos/${row.mandateReference}`,
    };
  });

  // Built in the document workers like every other PDF, under the caller's export slots.
  mountRoute(
    app,
    deps,
    routes.bankMandatePdf,
    exportRoute(deps, async ({ caller, params, reply }, render) => {
      const contract = await ownContract(deps, caller, params.contractCode);
      const mandate = await findMandate(db, contract.id, params.reference);
      if (!mandate) throw notFound("No se ha encontrado la orden de domiciliación.");
      const body = await render("mandatePdf", mandateDocument(contract, mandate), deps.now());
      return sendFile(reply, { contentType: PDF_CONTENT_TYPE, fileName: `Mandato-${mandate.mandateReference}.pdf`, body });
    }),
  );
};
