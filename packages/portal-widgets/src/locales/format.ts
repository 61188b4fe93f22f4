import { intlLocale, type LocaleId } from "./available";
import type { DeepPartial } from "./messages";

export type MessageValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Replaces each `{{name}}` with `values[name]`. A placeholder without a value is
 * left as it is, so a missing value shows up in the UI instead of vanishing.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A new catalogue: `base` with every string present in `overrides` replacing its
 * counterpart, at any depth. Neither argument is modified; `undefined` entries
 * and keys unknown to `base` are ignored, so an override cannot add or break keys.
 */
export function mergeMessages<T extends object>(base: T, overrides?: DeepPartial<T>): T {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, override] of Object.entries(overrides as Record<string, unknown>)) {
    if (override === undefined || !Object.hasOwn(result, key)) continue;
    const current = result[key];
    if (typeof current === "string") {
      if (typeof override === "string") result[key] = override;
    } else if (isPlainObject(current) && isPlainObject(override)) {
      result[key] = mergeMessages(current, override as DeepPartial<typeof current>);
    }
  }
  return result as T;
}

/**
 * The text for a status or error code in a catalogue such as
 * `messages.login.codes`, falling back to its `default` entry.
 */
export function messageForCode(catalogue: { default: string } & Record<string, string>, code: number | string | null | undefined): string {
  if (code === null || code === undefined) return catalogue.default;
  const key = String(code);
  return key !== "default" && Object.hasOwn(catalogue, key) ? (catalogue[key] as string) : catalogue.default;
}

const pluralRules = new Map<LocaleId, Intl.PluralRules>();

/**
 * The catalogue's plural pairs are keys ending in `One` and `Other` ('{{days}} día' /
 * '{{days}} días'): this picks the one `count` takes in `locale`'s language, by Intl's CLDR
 * rules rather than `count === 1`, so 1,5 días and 0 días stay plural and a language with
 * other rules (Basque's 'egun 1' is 'one' too, but word order and verb change) needs no code.
 * Every portal language has only 'one' and 'other' for days and readings; CLDR's 'many' of
 * Spanish and Catalan (a round million: 'de días') falls back to `other`.
 */
export function choosePlural(locale: LocaleId, count: number, one: string, other: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === "one" ? one : other;
}
