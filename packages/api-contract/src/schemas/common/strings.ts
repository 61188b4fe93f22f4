import { z } from "zod";
import { FORBIDDEN_CHARS_MESSAGE, isFreeText, isOneLineText } from "../../plainText";

/** A string of at most `max` characters, as responses carry it. Every string the API
 * accepts is bounded, so an oversized value fails validation (a 4xx) instead of reaching
 * the database. Requests use `oneLine` or `freeText`, which also refuse hostile characters. */
export const text = (max: number) => z.string().max(max);

/** A one-line request string of at most `max` characters (see isOneLineText). */
export const oneLine = (max: number) => z.string().max(max).refine(isOneLineText, { message: FORBIDDEN_CHARS_MESSAGE });

/** A free-text request string (a description, a debug log) of at most `max` characters:
 * tab, CR and LF allowed (see isFreeText). */
export const freeText = (max: number) => z.string().max(max).refine(isFreeText, { message: FORBIDDEN_CHARS_MESSAGE });

/** A string that may be missing or null (fechaBaja of an active contract, and the like). */
export const optionalText = (max: number) => text(max).nullish();

/** A value the backend sends as a string or as a number (postal codes, hours); we keep
 * a string so leading zeros survive. */
export const textish = (max: number) => z.union([text(max), z.number().int().nonnegative()]).transform(String);

/** An identifier (codAbonado, invoice number, issue id) that may arrive as a number. */
export const idString = (max = 40) => z.union([text(max).min(1), z.number().int().nonnegative()]).transform(String);

/** An identifier in a request body that may arrive as a number (an issue's contractCode). */
export const idText = (max = 40) => z.union([oneLine(max).min(1), z.number().int().nonnegative()]).transform(String);

/** An identifier in a path or a query: letters, digits, `_` and `-` only, so it can be put
 * in a URL unescaped and never carries a path separator. */
export const idParam = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.number().int().nonnegative()]).transform(String);

/** E-mail in a request: the forms allow at most 100 characters. */
export const email = z.email().max(100);

/** Phone in a request: digits only. Customers give at least 9; administrators send '0'. */
export const phone = z.string().regex(/^\d{1,15}$/);

/** Access, refresh and e-mail-link tokens. */
export const token = oneLine(4096).min(1);

/** A password as typed. The policy (length, classes, forbidden characters) is checked by
 * the forms and by the server, which answers the spec's own codes (465…), not by the schema. */
export const password = oneLine(128).min(1);

/** CUPS code or a CUPS search fragment. */
export const cups = oneLine(30);
