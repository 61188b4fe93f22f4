const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Length the backend sees for a textarea (part 1 §5 textarea-count), read
 * literally: the string length, plus 5 per double quote (each is sent as
 * '&quot;', 6 characters) plus 1 per newline on top of the newline itself
 * (a newline counts 2 in all, as if sent as CRLF).
 */
export function textareaCount(text: string | null | undefined): number {
  const value = text ?? "";
  return value.length + 5 * count(value, '"') + count(value, "\n");
}

/** Length of a name for firstname-length / lastname-length: length plus the number of double quotes. */
export function nameLength(text: string | null | undefined): number {
  const value = text ?? "";
  return value.length + count(value, '"');
}

/** Double quotes as the HTML entity, as the new-issue payload requires. */
export function encodeQuotes(s: string): string {
  return s.replaceAll('"', "&quot;");
}

/** Back from encodeQuotes. */
export function decodeQuotes(s: string): string {
  return s.replaceAll("&quot;", '"');
}
