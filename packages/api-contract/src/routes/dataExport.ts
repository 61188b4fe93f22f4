import { defineRoute } from "../route";
import * as data from "../schemas/dataExport";
import { blob, json, ZIP_MIME } from "./responses";

/** 'Mi cuenta' › 'Descargar mis datos': the customer's data as a ZIP (JSON and CSV per part),
 * a job started, polled and downloaded. Someone else's job answers 404. */
export const dataExportRoutes = {
  dataExportStart: defineRoute({
    method: "POST",
    path: "/ov/user/api/mis-datos",
    host: "customer",
    auth: "bearer",
    request: {},
    response: json(data.dataExportSchema),
    summary:
      "Not in the spec: starts preparing the caller's data ZIP in the document workers (202), or answers the one already in preparation (200); 429 over the limits; 404 for an administrator",
    success: [200, 202],
    errors: [404, 429],
  }),
  dataExportStatus: defineRoute({
    method: "GET",
    path: "/ov/user/api/mis-datos/{exportId}",
    host: "customer",
    auth: "bearer",
    request: { params: data.dataExportParamsSchema },
    response: json(data.dataExportSchema),
    summary: "Not in the spec: the job's state ('preparando', 'lista', 'error') and percentage, from any replica",
    errors: [404],
  }),
  dataExportZip: defineRoute({
    method: "GET",
    path: "/ov/user/api/mis-datos/{exportId}/zip",
    host: "customer",
    auth: "bearer",
    request: { params: data.dataExportParamsSchema },
    response: blob(ZIP_MIME),
    summary: "Not in the spec: the ready ZIP, 'mis-datos-{fecha}.zip'; 409 while in preparation, 410 once expired",
    errors: [404, 409, 410],
  }),
} as const;
