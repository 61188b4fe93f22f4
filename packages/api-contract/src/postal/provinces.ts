/*
 * Spain's 52 provinces by the first two digits of a postal code (01 Araba/Álava … 52
 * Melilla), the INE's order. The first name is the one we print; the others are the
 * official name in the other language and the usual older spellings, so a customer who types
 * 'Gerona' or 'Vizcaya' is understood.
 */
export const PROVINCES: Readonly<Record<string, readonly string[]>> = {
  "01": ["Araba/Álava", "Álava", "Araba"],
  "02": ["Albacete"],
  "03": ["Alicante/Alacant", "Alicante", "Alacant"],
  "04": ["Almería"],
  "05": ["Ávila"],
  "06": ["Badajoz"],
  "07": ["Illes Balears", "Islas Baleares", "Baleares", "Balears"],
  "08": ["Barcelona"],
  "09": ["Burgos"],
  "10": ["Cáceres"],
  "11": ["Cádiz"],
  "12": ["Castellón/Castelló", "Castellón", "Castelló"],
  "13": ["Ciudad Real"],
  "14": ["Córdoba"],
  "15": ["A Coruña", "La Coruña", "Coruña"],
  "16": ["Cuenca"],
  "17": ["Girona", "Gerona"],
  "18": ["Granada"],
  "19": ["Guadalajara"],
  "20": ["Gipuzkoa", "Guipúzcoa"],
  "21": ["Huelva"],
  "22": ["Huesca"],
  "23": ["Jaén"],
  "24": ["León"],
  "25": ["Lleida", "Lérida"],
  "26": ["La Rioja", "Rioja"],
  "27": ["Lugo"],
  "28": ["Madrid"],
  "29": ["Málaga"],
  "30": ["Murcia"],
  "31": ["Navarra", "Nafarroa"],
  "32": ["Ourense", "Orense"],
  "33": ["Asturias"],
  "34": ["Palencia"],
  "35": ["Las Palmas", "Palmas"],
  "36": ["Pontevedra"],
  "37": ["Salamanca"],
  "38": ["Santa Cruz de Tenerife", "Tenerife"],
  "39": ["Cantabria"],
  "40": ["Segovia"],
  "41": ["Sevilla"],
  "42": ["Soria"],
  "43": ["Tarragona"],
  "44": ["Teruel"],
  "45": ["Toledo"],
  "46": ["Valencia/València", "Valencia", "València"],
  "47": ["Valladolid"],
  "48": ["Bizkaia", "Vizcaya"],
  "49": ["Zamora"],
  "50": ["Zaragoza"],
  "51": ["Ceuta"],
  "52": ["Melilla"],
};

/** Accents, case and spacing aside: 'alava' is 'Álava'. */
const folded = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s/-]+/g, " ")
    .trim();

/** The province's printed name for a postal code's prefix, or null for a prefix outside 01–52. */
export function provinceOfPostalCode(postalCode: string): string | null {
  return PROVINCES[postalCode.slice(0, 2)]?.[0] ?? null;
}

/** Whether a typed province names the province of the code (any of its names). */
export function provinceMatches(postalCode: string, typed: string): boolean {
  const names = PROVINCES[postalCode.slice(0, 2)] ?? [];
  return names.some((name) => folded(name) === folded(typed));
}
