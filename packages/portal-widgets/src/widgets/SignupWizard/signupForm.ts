import type { AdminSignupBody, CustomerSignupBody } from "@oficina-virtual/api-contract";
import type { z } from "zod";
import { adminUsernameFromEmail, validateTaxId } from "../../domain";
import { type CustomerSignupFormValues, type SignupVariant, signupFormSchema } from "../../forms";
import type { ParseResultLike } from "../../forms/fieldErrors";
import type { Messages } from "../../locales";
import type { FormSchema } from "../../ui/form/useFormState";

/** Everything the step-1 form holds (both variants; each schema reads its own fields). */
export type SignupFormState = {
  isAdministradorFinca: boolean;
  firstName: string;
  lastName1: string;
  lastName2: string;
  user: string;
  password: string;
  confirmPassword: string;
  email: string;
  typeDoc: string;
  idDoc: string;
  isTitular: string;
  ownerCif: string;
  telephone: string;
  language: string;
};

/** What step 1 hands on: the parsed values (the administrator variant has no user, phone or
 * password: the owner of the mailbox chooses the password from the link the signup mails). */
export type SignupData = Omit<CustomerSignupFormValues, "user" | "telephone" | "password" | "confirmPassword"> & {
  user?: string;
  telephone?: string;
  password?: string;
  confirmPassword?: string;
};

export function emptySignupForm(isAdministradorFinca = false): SignupFormState {
  return {
    isAdministradorFinca,
    firstName: "",
    lastName1: "",
    lastName2: "",
    user: "",
    password: "",
    confirmPassword: "",
    email: "",
    typeDoc: "",
    idDoc: "",
    isTitular: "true",
    ownerCif: "",
    telephone: "",
    language: "es",
  };
}

export const variantOf = (values: { isAdministradorFinca: boolean }): SignupVariant =>
  values.isAdministradorFinca ? "administrator" : "customer";

/** The owner's tax id has no type field: its first character tells (X/Y/Z a NIE, a digit
 * or K/L/M a NIF, any other letter a CIF). */
export function ownerTaxIdType(value: string): "nif" | "nie" | "cif" {
  const first = value.trim().toUpperCase().charAt(0);
  if ("XYZ".includes(first) && first !== "") return "nie";
  if (/[0-9KLM]/.test(first)) return "nif";
  return "cif";
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * The forms/ signup schema plus the check letter of the NIF/NIE/CIF (domain/identity),
 * so a mistyped document is caught before sending. The letter is only checked once the
 * field passes its own rules, so each field still shows one message.
 */
export function signupSchema(values: SignupFormState, messages: Messages): FormSchema<SignupData> {
  const base = signupFormSchema(variantOf(values), messages);
  return {
    safeParse(input: unknown) {
      const result = base.safeParse(input) as ParseResultLike & { data?: SignupData; error?: z.ZodError };
      const issues: Issue[] = result.success ? [] : (result.error?.issues ?? []).map((i) => ({ path: [...i.path], message: i.message }));
      const failing = new Set(issues.map((issue) => String(issue.path[0])));
      const current = input as SignupFormState;
      if (!failing.has("idDoc") && !failing.has("typeDoc")) {
        const problem = validateTaxId(current.typeDoc, current.idDoc, messages);
        if (problem) issues.push({ path: ["idDoc"], message: problem });
      }
      if (current.isTitular !== "true" && !failing.has("ownerCif")) {
        const problem = validateTaxId(ownerTaxIdType(current.ownerCif), current.ownerCif, messages);
        if (problem) issues.push({ path: ["ownerCif"], message: problem });
      }
      if (issues.length === 0) return result;
      return { success: false, error: { issues } };
    },
  };
}

/** Surnames joined by one space (a missing one leaves no stray space). */
export const joinLastNames = (first: string, second: string) => [first.trim(), second.trim()].filter((part) => part !== "").join(" ");

/** POST /ov/user/api/add: the call table's fields plus the §3 entity's role, identification
 * and ownerCif. Administrators: the username derived from the e-mail, phone '0', no
 * password (the mailed link's page asks for it) and `?isAdministradorFinca=true`. */
export function signupRequest(data: SignupData, variant: SignupVariant, code: string) {
  const common = {
    nif: data.idDoc,
    email: data.email,
    firstName: data.firstName.trim(),
    lastName: joinLastNames(data.lastName1, data.lastName2),
    language: data.language,
    role: "access" as const,
    identification: { typeDoc: data.typeDoc, idDoc: data.idDoc },
    ownerCif: data.ownerCif,
    codigo: code,
  };
  if (variant === "administrator") {
    const body: AdminSignupBody = { ...common, username: adminUsernameFromEmail(data.email), telefono: "0" };
    return { body, query: { isAdministradorFinca: true }, role: "administrator" as const };
  }
  const body: CustomerSignupBody = { ...common, username: data.user ?? "", password: data.password ?? "", telefono: data.telephone ?? "" };
  return { body, role: "customer" as const };
}

/** GET userCups for the summary: customers by the owner's tax id and phone, administrators
 * by e-mail; both with the one-time code. */
export function userCupsQuery(data: SignupData, variant: SignupVariant, code: string) {
  return variant === "administrator"
    ? { email: data.email, isAdministradorFinca: true, codigo: code }
    : { nif: data.ownerCif, ...(data.telephone ? { telefono: data.telephone } : {}), codigo: code };
}

/** POST signupCode: the holder as the signup names it (its tax id and phone), or the
 * administrator's e-mail. */
export function signupCodeBody(data: SignupData, variant: SignupVariant) {
  return variant === "administrator"
    ? { email: data.email }
    : { nif: data.idDoc, ownerCif: data.ownerCif, ...(data.telephone ? { telefono: data.telephone } : {}) };
}

/** The code as typed: 6 digits once spaces are left out. */
export const SIGNUP_CODE = /^\d{6}$/;
export const typedCode = (value: string) => value.replace(/\s/g, "");

/** The client hides a 2xx status, so the signup answer's body tells them apart: 204 has
 * none (null); a username that exists comes as 200 with code 103; otherwise a body code in
 * the 2xx range is the status repeated (the reference server sends {code: 201}), which
 * keeps 203 (blocking) and 207 apart. Any other 2xx is the 201 "created". */
export function signupStatusFromAnswer(answer: { code?: number | undefined } | null | undefined): number {
  if (answer === null) return 204;
  const code = answer?.code;
  if (code === 103) return 200;
  if (code !== undefined && code >= 200 && code < 300) return code;
  return 201;
}
