import { z } from "zod";
import { esES, type Messages } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import {
  allowedCharsCheck,
  documentPolicyCheck,
  firstnameLengthCheck,
  passwordPolicyCheck,
  rulesTexts,
  usernamePolicyCheck,
} from "./customRules";
import { fieldTexts, lowerTrimmed, optionalField, requiredField, trimmed, upperTrimmed } from "./fields";
import { lastnameLength } from "./predicates";
import { emailCheck, LIMITS, maxLengthCheck, minDigitsCheck, numericCheck, oneOfCheck, validationTexts } from "./rules";

export const DOCUMENT_TYPES = ["nif", "cif", "nie"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const SIGNUP_LANGUAGES = ["es"] as const;
export const TITULAR_VALUES = ["true", "false"] as const;

/** Fields both variants share (part 1 §5 Signup). The password is the customer's only: a
 * pre-registered administrator chooses it on the page of the link the signup mails. */
function commonShape(messages: Messages) {
  const f = fieldTexts(messages);
  return {
    firstName: requiredField(messages, f.nombre, [firstnameLengthCheck(messages, LIMITS.nameMax), allowedCharsCheck(messages)]),
    lastName1: optionalField(messages, f.primerApellido, [allowedCharsCheck(messages)]),
    lastName2: optionalField(messages, f.segundoApellido, [allowedCharsCheck(messages)]),
    email: requiredField(messages, f.email, [maxLengthCheck(messages, f.email, LIMITS.emailMax), emailCheck(messages, f.email)], {
      transform: trimmed,
    }),
    typeDoc: requiredField(messages, f.tipoDocumento, [oneOfCheck(messages, f.tipoDocumento, DOCUMENT_TYPES)], {
      transform: (value) => lowerTrimmed(value) as DocumentType,
    }),
    // Document numbers are upper-cased on advancing (part 1 §4).
    idDoc: requiredField(messages, f.numeroDocumento, [documentPolicyCheck(messages)], { transform: upperTrimmed }),
    ownerCif: requiredField(messages, f.cifTitular, [documentPolicyCheck(messages)], { transform: upperTrimmed }),
    language: requiredField(messages, f.idioma, [oneOfCheck(messages, f.idioma, SIGNUP_LANGUAGES)], {
      transform: (value) => lowerTrimmed(value) as (typeof SIGNUP_LANGUAGES)[number],
    }),
    isTitular: requiredField(messages, f.titular, [oneOfCheck(messages, f.titular, TITULAR_VALUES)], {
      transform: (value) => lowerTrimmed(value) as (typeof TITULAR_VALUES)[number],
    }),
  };
}

type CrossFieldValues = {
  lastName1: string;
  lastName2: string;
  idDoc: string;
  ownerCif: string;
  isTitular: string;
};

/** Rules that read several fields; each issue goes to the field that shows it. */
function crossFieldChecks(messages: Messages) {
  return (values: CrossFieldValues, ctx: z.RefinementCtx) => {
    if (!lastnameLength(values.lastName1, values.lastName2)) {
      const message = formatMessage(rulesTexts(messages).lastnameLength, { max: LIMITS.lastNamesMax });
      ctx.addIssue({ code: "custom", path: ["lastName1"], message });
      ctx.addIssue({ code: "custom", path: ["lastName2"], message });
    }
    // "Is owner" = yes: the owner's tax id is the document number (the form copies it).
    if (values.isTitular === "true" && values.ownerCif !== "" && values.ownerCif !== values.idDoc) {
      ctx.addIssue({ code: "custom", path: ["ownerCif"], message: validationTexts(messages).ownerCifMismatch });
    }
  };
}

/** The customer's Contraseña and Confirmar contraseña, equal. */
function passwordMatch(messages: Messages) {
  return (values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (values.confirmPassword !== "" && values.confirmPassword !== values.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: validationTexts(messages).passwordMismatch });
    }
  };
}

/**
 * Customer signup: the common fields plus Nombre de usuario, Contraseña (and its
 * confirmation) and Teléfono. The spec lists the phone as optional, but the holder lookup
 * matches tax id and phone together, so a customer without one could never find a
 * contract: it is required.
 */
export function customerSignupFormSchema(messages: Messages = esES) {
  const f = fieldTexts(messages);
  return z
    .object({
      ...commonShape(messages),
      user: requiredField(messages, f.nombreUsuario, [usernamePolicyCheck(messages)]),
      password: requiredField(messages, f.contrasena, [passwordPolicyCheck(messages)]),
      confirmPassword: requiredField(messages, f.confirmarContrasena),
      telephone: requiredField(
        messages,
        f.telefono,
        [numericCheck(messages, f.telefono), minDigitsCheck(messages, f.telefono, LIMITS.phoneMinDigits)],
        { transform: trimmed },
      ),
    })
    .superRefine((values, ctx) => {
      passwordMatch(messages)(values, ctx);
      crossFieldChecks(messages)(values, ctx);
    });
}

/**
 * Administrator signup: no username (derived from the e-mail with
 * adminUsernameFromEmail), no phone (the payload sends '0') and no password: the retailer
 * registered the administrator, and the owner of the mailbox chooses the password on the
 * page of the link the signup mails (the server would ignore one).
 */
export function administratorSignupFormSchema(messages: Messages = esES) {
  return z.object(commonShape(messages)).superRefine(crossFieldChecks(messages));
}

export type SignupVariant = "customer" | "administrator";

export function signupFormSchema(variant: SignupVariant, messages: Messages = esES) {
  return variant === "administrator" ? administratorSignupFormSchema(messages) : customerSignupFormSchema(messages);
}

export type CustomerSignupFormInput = z.input<ReturnType<typeof customerSignupFormSchema>>;
export type CustomerSignupFormValues = z.output<ReturnType<typeof customerSignupFormSchema>>;
export type AdministratorSignupFormInput = z.input<ReturnType<typeof administratorSignupFormSchema>>;
export type AdministratorSignupFormValues = z.output<ReturnType<typeof administratorSignupFormSchema>>;
