import { defineRoute } from "../route";
import * as user from "../schemas/user";
import { json } from "./responses";

/** 'Mi cuenta' → 'Datos de contacto': the caller's e-mail and mobile phone and their changes. */
export const contactRoutes = {
  contactDetails: defineRoute({
    method: "GET",
    path: "/ov/user/api/contact",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: json(user.contactDetailsSchema),
    summary: "Not in the spec: the caller's e-mail, masked mobile phone and an e-mail change waiting for confirmation",
  }),
  phoneChange: defineRoute({
    method: "POST",
    path: "/ov/user/api/contact/phone",
    host: "byRole",
    auth: "bearer",
    request: { body: user.phoneChangeBodySchema },
    response: json(user.contactChangeSentSchema),
    summary: "Not in the spec: sends a one-time code (6 digits, 10 minutes, 5 tries) by SMS to the new Spanish mobile; 202",
    success: [202],
    errors: [429],
  }),
  phoneConfirm: defineRoute({
    method: "POST",
    path: "/ov/user/api/contact/phone/confirm",
    host: "byRole",
    auth: "bearer",
    request: { body: user.phoneConfirmBodySchema },
    response: json(user.contactChangeDoneSchema),
    summary: "Not in the spec: the code confirms the new phone (422 wrong, expired, used or exhausted); the account's e-mail is told",
    errors: [422, 429],
  }),
  emailChange: defineRoute({
    method: "POST",
    path: "/ov/user/api/contact/email",
    host: "byRole",
    auth: "bearer",
    request: { body: user.emailChangeBodySchema },
    response: json(user.contactChangeSentSchema),
    summary: "Not in the spec: mails a confirmation link (24 hours, single use) to the new address; 202; 409 an address in use",
    success: [202],
    errors: [409, 429],
  }),
  emailConfirm: defineRoute({
    method: "POST",
    path: "/ov/user/api/contact/email/confirm",
    host: "customer",
    auth: "none",
    request: { body: user.contactTokenBodySchema },
    response: json(user.contactChangeDoneSchema),
    summary: "Not in the spec: the new address's link confirms the change; the old address gets an undo link valid 7 days; 410 a bad link",
    errors: [409, 410],
  }),
  emailUndo: defineRoute({
    method: "POST",
    path: "/ov/user/api/contact/email/undo",
    host: "customer",
    auth: "none",
    request: { body: user.contactTokenBodySchema },
    response: json(user.contactChangeDoneSchema),
    summary: "Not in the spec: the old address's link (7 days, single use) restores it and ends every session; 410 a bad link",
    errors: [410],
  }),
} as const;
