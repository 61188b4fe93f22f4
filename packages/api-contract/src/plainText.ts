/*
 * Kept apart from the zod schemas, so a form can check text without building them.
 *
 * Characters no request text may carry. U+0000 cannot be stored in PostgreSQL text (the
 * query fails), an unpaired UTF-16 surrogate has no UTF-8 form, and control characters
 * (Unicode Cc: C0, DEL, C1) are never typed by a person but break logs, e-mails and
 * spreadsheet exports. With the `u` flag a well-formed surrogate pair is one code point, so
 * the class [\uD800-\uDFFF] matches only unpaired halves (no lookbehind: older Safari).
 *
 * Unicode's own line and paragraph separators (U+2028, U+2029) break a line where a mail
 * client or a page shows the text, and the bidirectional controls (embeddings and overrides
 * U+202A-U+202E, isolates U+2066-U+2069) make text read in another order than it was
 * written: a name or a title with them can pass for a line of the retailer's own text. No
 * field takes them; free text breaks its lines with CR and LF only.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
/** Free text may keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FREE_TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** The message of a refused character; the server sends it as `mensaje`. */
export const FORBIDDEN_CHARS_MESSAGE = "Contiene caracteres no permitidos.";

/** True when `value` has no control character and no unpaired surrogate: what a one-line
 * field (username, CUPS, NIF, a search box, a header) accepts. */
export const isOneLineText = (value: string) => !ONE_LINE_FORBIDDEN.test(value);

/** True when `value` is acceptable free text: like a one-line field, plus tab and line breaks. */
export const isFreeText = (value: string) => !FREE_TEXT_FORBIDDEN.test(value);

/** `value` without the characters a one-line field refuses, trimmed: for a search box,
 * where a pasted tab or a stray control character should not turn the search into an error. */
export const toOneLineText = (value: string) => value.replace(new RegExp(ONE_LINE_FORBIDDEN.source, "gu"), "").trim();
