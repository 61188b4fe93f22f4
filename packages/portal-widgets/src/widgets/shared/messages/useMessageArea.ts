"use client";

import { useMessages } from "../../../core/react/portalHooks";
import { type MessageArea, messagesOf } from "../../../locales/messageAreas/area";

/** The texts of a message area outside the first load (`locales/messageAreas/`), in the
 * provider's language with the host's overrides; the same object until either changes. */
export function useMessageArea<T extends object>(area: MessageArea<T>): T {
  return messagesOf(useMessages(), area);
}
