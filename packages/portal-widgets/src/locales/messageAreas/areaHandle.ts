import type { LazyMessageKey, LazyMessages } from "../messages";

// Apart from area.ts, which reads catalogues: the area files import only this (and the
// message types, which import none of them), so they form no import cycle. Their Spanish texts
// follow es-ES.ts's rule: quoted spec texts copied character for character.

/**
 * A message area outside the first load: its key in `Messages` and its Spanish texts.
 * Widgets read it with `useMessageArea(area)`, other code with `messagesOf(messages, area)`,
 * so importing the handle is what puts the Spanish texts in the chunks of the code that
 * shows them (a value used, which tree-shaking keeps, unlike an import for its side effects).
 */
export interface MessageArea<T> {
  readonly key: LazyMessageKey;
  readonly spanish: T;
}

/** The handle of area `key`, whose Spanish texts `spanish` must be complete (its type is the
 * area's in messages.ts, so a missing or unknown key does not compile). */
export function messageArea<K extends LazyMessageKey>(key: K, spanish: LazyMessages[K]): MessageArea<LazyMessages[K]> {
  return { key, spanish };
}

/**
 * The handle of a part of area `key`, for a page that reads only a few of its texts (the
 * login form's field names): `spanish` holds just those, typed as the area's, and a host's
 * override of the area reaches them as it reaches the whole area's handle (`messagesOf` takes
 * only the keys a handle has). The whole area's handle spreads this `spanish` into its own, so
 * no text is written twice.
 */
export function messageAreaPart<K extends LazyMessageKey, P extends keyof LazyMessages[K]>(
  key: K,
  spanish: Pick<LazyMessages[K], P>,
): MessageArea<Pick<LazyMessages[K], P>> {
  return { key, spanish };
}
