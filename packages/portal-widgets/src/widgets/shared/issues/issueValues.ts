import { homeArea } from "../../../locales/es-ES/labels/home";
import type { Messages } from "../../../locales/messages";
import { textsOf } from "../../../locales/texts";

type Group = "states" | "categories" | "subcategories";

/**
 * A support request's state, category or subcategory in the portal's language. The API writes
 * them in Spanish and expects them back as written, so only the shown text changes: the
 * Spanish catalogue's text names the value, the chosen language's the same key. A value the
 * catalogue does not know (new on the server) shows as it came.
 */
export function issueValueText(messages: Messages, group: Group, value: string): string {
  const spanish: Record<string, string> = homeArea.spanish.issueValues[group];
  const shown: Record<string, string> = textsOf(messages, homeArea).issueValues[group];
  const key = Object.keys(spanish).find((candidate) => spanish[candidate]?.toLowerCase() === value.trim().toLowerCase());
  return key ? (shown[key] ?? value) : value;
}
