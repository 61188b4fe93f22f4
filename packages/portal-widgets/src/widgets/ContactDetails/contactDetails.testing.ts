// Test helpers of 'Datos de contacto'; not exported from the library.
import { HttpResponse, http } from "msw";
import { preferencesHandlers } from "../shared/preferences/preferences.testing";

export const CONTACT_SAMPLE = { email: "demo@example.com", telefono: "*** *** 000", emailPendiente: null as string | null };

/** GET contactDetails on both API hosts, answering `details`, and the preference calls the
 * postal addresses read and write. */
export function contactDetailsHandlers(bases: readonly string[], details: object = CONTACT_SAMPLE) {
  return bases.flatMap((base) => [http.get(`${base}/ov/user/api/contact`, () => HttpResponse.json(details)), ...preferencesHandlers(base)]);
}
