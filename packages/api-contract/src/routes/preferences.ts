import { defineRoute } from "../route";
import * as prefs from "../schemas/preferences";
import { json } from "./responses";

/** 'Mi cuenta' › 'Preferencias' and the postal address of 'Datos de contacto'. Not in the
 * spec. Someone else's, an unknown or an administrator's contract answers 404. */
export const preferenceRoutes = {
  preferences: defineRoute({
    method: "GET",
    path: "/ov/user/api/preferences",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: json(prefs.preferencesSchema),
    summary: "Not in the spec: the language of e-mails and documents, the notices wanted and each own contract's paper or e-mail invoice",
  }),
  preferencesChange: defineRoute({
    method: "PUT",
    path: "/ov/user/api/preferences",
    host: "byRole",
    auth: "bearer",
    request: { body: prefs.preferencesChangeBodySchema },
    response: json(prefs.preferencesSchema),
    summary: "Not in the spec: changes the language of e-mails and documents (es, ca, eu, gl, en) and the notices wanted",
    errors: [400, 429],
  }),
  paperlessChange: defineRoute({
    method: "PUT",
    path: "/ov/contracts/api/{contractCode}/factura-electronica",
    host: "customer",
    auth: "bearer",
    request: { params: prefs.preferenceContractParamsSchema, body: prefs.paperlessBodySchema },
    response: json(prefs.contractCorrespondenceSchema),
    summary: "Not in the spec: 'Factura electrónica' on (no paper, an e-mail with a link per invoice) or off (paper to the postal address)",
    errors: [400, 404, 429],
  }),
  postalAddress: defineRoute({
    method: "GET",
    path: "/ov/contracts/api/{contractCode}/direccion-postal",
    host: "customer",
    auth: "bearer",
    request: { params: prefs.preferenceContractParamsSchema },
    response: json(prefs.contractCorrespondenceSchema),
    summary: "Not in the spec: the contract's postal address for correspondence (the supply address until one is given)",
    errors: [404],
  }),
  postalAddressChange: defineRoute({
    method: "PUT",
    path: "/ov/contracts/api/{contractCode}/direccion-postal",
    host: "customer",
    auth: "bearer",
    request: { params: prefs.preferenceContractParamsSchema, body: prefs.postalAddressBodySchema },
    response: json(prefs.contractCorrespondenceSchema),
    summary: "Not in the spec: sets the postal address; 400 names the field (5-digit postal code of a province 01–52, town, province)",
    errors: [400, 404, 429],
  }),
} as const;
