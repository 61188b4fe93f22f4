import { type Formatters, formattersFor } from "../../domain/format";
import { usePortal } from "./portalHooks";

// Apart from portalHooks: the formatters bring dayjs, which the embed's core and the login
// page do not need; only the widgets that show figures and dates import this.

/** Numbers, amounts and dates in the locale the widgets are shown in. */
export function useFormat(): Formatters {
  return formattersFor(usePortal().locale);
}
