import { provinceMatches, provinceOfPostalCode } from "./provinces";

/*
 * The postal address for correspondence of one contract ('Datos de contacto'), checked the
 * same way by the form and the server: each failure says in Spanish which field and why,
 * and `field` tells the form where to show it.
 */

export interface PostalAddressInput {
  street: string;
  /** Number, floor, door: '12, 3º B'. */
  number: string;
  postalCode: string;
  town: string;
  /** May be empty: the postal code says which. */
  province: string;
}

export type PostalAddressField = keyof PostalAddressInput;

export type PostalAddressCheck =
  | { ok: true; address: PostalAddressInput }
  | { ok: false; field: PostalAddressField; reason: PostalFailure; message: string };

export const POSTAL_LIMITS = { street: 100, number: 40, town: 60, province: 40 } as const;

export const POSTAL_MESSAGES = {
  street: "Introduce la calle.",
  streetLong: `La calle no puede tener más de ${POSTAL_LIMITS.street} caracteres.`,
  number: "Introduce el número (y el piso y la puerta, si los hay).",
  numberLong: `El número, piso y puerta no pueden tener más de ${POSTAL_LIMITS.number} caracteres.`,
  postalCode: "El código postal tiene 5 cifras, por ejemplo 28001.",
  postalPrefix: "El código postal no es de ninguna provincia: sus dos primeras cifras van del 01 al 52.",
  town: "Introduce la población.",
  townLong: `La población no puede tener más de ${POSTAL_LIMITS.town} caracteres.`,
  province: (postalCode: string, province: string) => `El código postal ${postalCode} es de ${province}: revisa la provincia o el código.`,
} as const;

/** Which check failed: a screen in another language shows its own text for it. */
export type PostalFailure = keyof typeof POSTAL_MESSAGES;

const tidy = (value: string) => value.trim().replace(/\s+/g, " ");

/** The address tidied (spaces), with the province's printed name from the postal code, or the
 * first field that fails. */
export function checkPostalAddress(input: PostalAddressInput): PostalAddressCheck {
  const street = tidy(input.street);
  const number = tidy(input.number);
  const postalCode = input.postalCode.replace(/\s/g, "");
  const town = tidy(input.town);
  const typedProvince = tidy(input.province);
  const fail = (field: PostalAddressField, reason: Exclude<PostalFailure, "province">): PostalAddressCheck => ({
    ok: false,
    field,
    reason,
    message: POSTAL_MESSAGES[reason],
  });
  if (!street) return fail("street", "street");
  if (street.length > POSTAL_LIMITS.street) return fail("street", "streetLong");
  if (!number) return fail("number", "number");
  if (number.length > POSTAL_LIMITS.number) return fail("number", "numberLong");
  if (!/^\d{5}$/.test(postalCode)) return fail("postalCode", "postalCode");
  const province = provinceOfPostalCode(postalCode);
  if (!province) return fail("postalCode", "postalPrefix");
  if (!town) return fail("town", "town");
  if (town.length > POSTAL_LIMITS.town) return fail("town", "townLong");
  if (typedProvince && !provinceMatches(postalCode, typedProvince))
    return { ok: false, field: "province", reason: "province", message: POSTAL_MESSAGES.province(postalCode, province) };
  return { ok: true, address: { street, number, postalCode, town, province } };
}
