import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { bankAccounts, contracts, costAlerts, emailTokens, invoices, issues, meterReadings, refreshTokens } from "../schema";

/*
 * What 'Descargar mis datos' reads beyond the calls that exist already: every row of one
 * customer, by their user id or by the contract ids their scope gave (callerContracts).
 */

/** Every invoice of the contracts, oldest first. */
export function invoicesOfContracts(db: Database, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      contractId: invoices.contractId,
      serie: invoices.serie,
      numero: invoices.numero,
      launchDate: invoices.launchDate,
      readingFrom: invoices.readingFrom,
      readingUntil: invoices.readingUntil,
      totalAmount: invoices.totalAmount,
      currency: invoices.currency,
      consumptionKwh: invoices.consumptionKwh,
      surplusKwh: invoices.surplusKwh,
      ivaRate: invoices.ivaRate,
      categoria: invoices.categoria,
    })
    .from(invoices)
    .where(inArray(invoices.contractId, contractIds))
    .orderBy(asc(invoices.launchDate), asc(invoices.id));
}

/** The meter readings the customer sent, oldest first. */
export function meterReadingsOfContracts(db: Database, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({ contractId: meterReadings.contractId, values: meterReadings.values, createdAt: meterReadings.createdAt })
    .from(meterReadings)
    .where(inArray(meterReadings.contractId, contractIds))
    .orderBy(asc(meterReadings.createdAt), asc(meterReadings.id));
}

/** Every direct-debit account of the contracts, with its mandate. */
export function bankAccountsOfContracts(db: Database, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      contractId: bankAccounts.contractId,
      iban: bankAccounts.iban,
      holderName: bankAccounts.holderName,
      mandateReference: bankAccounts.mandateReference,
      signedAt: bankAccounts.signedAt,
      replacedAt: bankAccounts.replacedAt,
    })
    .from(bankAccounts)
    .where(inArray(bankAccounts.contractId, contractIds))
    .orderBy(asc(bankAccounts.signedAt), asc(bankAccounts.id));
}

/** The user's support requests, oldest first. */
export function issuesOfUser(db: Database, userId: number) {
  return db
    .select({
      id: issues.id,
      subject: issues.subject,
      description: issues.description,
      categoryId: issues.categoryId,
      subcategory: issues.subcategory,
      line: issues.line,
      cups: issues.cups,
      contractCode: issues.contractCode,
      status: issues.status,
      createdAt: issues.createdAt,
    })
    .from(issues)
    .where(eq(issues.userId, userId))
    .orderBy(asc(issues.createdAt), asc(issues.id));
}

/** The user's cost alerts, with their contract's code. */
export function costAlertsOfUser(db: Database, userId: number) {
  return db
    .select({
      codAbonado: contracts.codAbonado,
      thresholdCents: costAlerts.thresholdCents,
      language: costAlerts.language,
      notifiedAt: costAlerts.notifiedAt,
    })
    .from(costAlerts)
    .innerJoin(contracts, eq(contracts.id, costAlerts.contractId))
    .where(eq(costAlerts.userId, userId))
    .orderBy(asc(contracts.codAbonado));
}

/** The user's e-mail change and undo links: the address each named, until when, and when used. */
export function emailChangesOfUser(db: Database, userId: number) {
  return db
    .select({ purpose: emailTokens.purpose, address: emailTokens.payload, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(sql`${emailTokens.userId} = ${userId} and ${emailTokens.purpose} in ('email-change', 'email-undo')`)
    .orderBy(desc(emailTokens.expiresAt));
}

/** The user's sessions (one per sign-in): the account's activity until its own log exists. */
export function sessionsOfUser(db: Database, userId: number) {
  return db
    .select({
      id: refreshTokens.id,
      lastActiveAt: refreshTokens.lastActiveAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.id));
}
