/** The `user` query parameter: the sign-in name in base64 (UTF-8; the URL-safe alphabet
 * is accepted too). Null when it is missing or cannot be read. */
export function decodeUser(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().replace(/-/g, "+").replace(/_/g, "/");
  if (text === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const bytes = Uint8Array.from(atob(text.padEnd(Math.ceil(text.length / 4) * 4, "=")), (char) => char.charCodeAt(0));
    const name = new TextDecoder("utf-8", { fatal: true }).decode(bytes).trim();
    return name === "" ? null : name;
  } catch {
    return null;
  }
}
