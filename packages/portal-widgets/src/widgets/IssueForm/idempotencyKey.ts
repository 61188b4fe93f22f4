/**
 * A random UUID (v4) for the Idempotency-Key header. `crypto.randomUUID` only exists in
 * secure contexts (https, localhost), so a portal served over plain http on an intranet
 * address builds the same format from `getRandomValues`.
 */
export function newIdempotencyKey(
  random: (Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">>) | undefined = globalThis.crypto,
): string {
  if (typeof random?.randomUUID === "function") return random.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof random?.getRandomValues === "function") random.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
