/*
 * The client address the per-address limits count. An IPv6 client usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses count by their /64; an IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */

export function clientBucket(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::", 2);
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail (::a.b.c.d) takes two groups; only the first four groups matter.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(headParts) - width(tailParts))).fill("0");
  const groups = [...headParts, ...zeros, ...tailParts]
    .slice(0, 4)
    .map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16).toString(16) : group));
  return `${groups.join(":")}::/64`;
}
