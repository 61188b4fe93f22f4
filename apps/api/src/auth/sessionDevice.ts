import type { SessionDevice } from "@oficina-virtual/api-contract";

/*
 * What 'Sesiones y actividad' shows of a login: the browser and system named from the user
 * agent, and the client's network instead of its address. A small parser, not a library
 * (bowser and ua-parser-js would do): the page needs only the families a customer
 * recognises, a wrong guess costs nothing (the customer still sees when and from where), and
 * the API keeps no dependency for it. Order matters: Edge and Opera also say "Chrome",
 * Chrome also says "Safari", Android also says "Linux", iOS also says "Mac OS X".
 */

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: ReadonlyArray<[RegExp, string]>, ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** The device a user agent names; every part null or false when it is absent or unknown. */
export function deviceOf(userAgent: string | null | undefined): SessionDevice {
  const ua = userAgent ?? "";
  return { navegador: first(BROWSERS, ua), sistema: first(SYSTEMS, ua), movil: /\bMobi|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(ua) };
}

/** The user agent as stored: 300 characters at most, or null. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  return typeof header === "string" && header.trim() ? header.slice(0, 300) : null;
}

/** The network of a client address: IPv4 cut to its /24, IPv6 to its /48 (an IPv4 written
 * as IPv6 counts as IPv4); null when it is not an address. Enough to recognise "home" or
 * "the office", not to point at one line. */
export function approximateAddress(ip: string | null | undefined): string | null {
  const address = (ip ?? "").trim().toLowerCase().replace(/%.*$/, "");
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const octets = v4.slice(1, 4).map(Number);
    return octets.every((octet) => octet <= 255) ? `${octets.join(".")}.0/24` : null;
  }
  if (!/^[0-9a-f:.]+$/.test(address) || !address.includes(":")) return null;
  const [head = "", tail] = address.split("::", 2);
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = [...headParts, ...Array<string>(missing).fill("0"), ...tailParts].slice(0, 3);
  if (groups.length < 3 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(":")}::/48`;
}
