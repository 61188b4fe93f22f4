import { z } from "zod";
import { idParam, oneLine, text } from "./common";

/*
 * 'Cuenta bancaria' of one contract (electricity or gas): the current account, masked, its
 * history and the SEPA Core mandate each change signs. The full IBAN travels only in the
 * change request; every answer carries it masked ('ES** **** **** **** **** 1234').
 */

export const bankAccountParamsSchema = z.object({ contractCode: idParam });

/** The change. The IBAN, the holder and the password are bounded strings here and checked
 * by the server, which names in Spanish which check failed (checkIban), rather than the
 * generic 'La petición no es válida.' of a schema failure. */
export const bankAccountChangeBodySchema = z.object({
  iban: oneLine(64),
  holderName: oneLine(200),
  password: oneLine(128),
});
export type BankAccountChangeBody = z.output<typeof bankAccountChangeBodySchema>;

/** One account the contract was or is paid from, with the mandate that authorised it. */
export const bankAccountEntrySchema = z.object({
  ibanMasked: text(40),
  holderName: text(200),
  mandateReference: text(35),
  /** When the mandate was accepted (ISO 8601). */
  signedAt: text(40),
  /** When another account replaced it; null for the current one. */
  replacedAt: text(40).nullable(),
});
export type BankAccountEntry = z.output<typeof bankAccountEntrySchema>;

export const bankAccountSchema = z.object({
  contractCode: text(40),
  line: z.enum(["Electricidad", "Gas"]),
  current: bankAccountEntrySchema.nullable(),
  /** Earlier accounts, newest first. */
  history: z.array(bankAccountEntrySchema).max(200),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

/** The change's answer: the new current account and when it starts to be charged. */
export const bankAccountChangeSchema = z.object({
  account: bankAccountEntrySchema,
  /** 'A partir de la primera factura que se emita después del cambio' and the like. */
  appliesFrom: text(300),
  /** The path of the mandate's PDF (bankMandatePdf). */
  mandatePath: text(300),
});
export type BankAccountChange = z.output<typeof bankAccountChangeSchema>;

export const bankMandateParamsSchema = z.object({
  contractCode: idParam,
  reference: z.string().regex(/^[A-Z0-9-]{1,35}$/),
});
