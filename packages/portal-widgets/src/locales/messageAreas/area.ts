import { mergedArea } from "../areaMerge";
import type { DeepPartial, Messages } from "../messages";
import type { MessageArea } from "./areaHandle";

export { type MessageArea, messageArea, messageAreaPart } from "./areaHandle";

/**
 * The texts of message area `area` in `messages`: the catalogue's area merged over the Spanish
 * texts (a translated catalogue replaces them all; a host's partial override over es-ES
 * replaces the texts it names, unknown keys ignored); the Spanish object itself when the
 * catalogue has no such area (es-ES without overrides); the same object until the catalogue
 * changes. For code outside components (domain/, forms/); components use `useMessageArea`.
 */
export function messagesOf<T extends object>(messages: Messages, area: MessageArea<T>): T {
  return mergedArea(area, area.spanish, messages[area.key] as DeepPartial<T> | undefined);
}
