import { DEMO_CUSTOMER, DEMO2_CUSTOMER, SIGNUP_HOLDER } from "./accounts";
import type { ContractPlan } from "./contracts";
import { makeCif } from "./identity";
import { CITIES, type CityKey } from "./places";
import type { Tariff } from "./tariffs";

export interface HolderPlan {
  taxId: string;
  name: string;
  phone: string | null;
  email: string | null;
}

const e = (code: string, tariff: Tariff, city: CityKey, extra: Partial<ContractPlan> = {}): ContractPlan => ({
  codAbonado: code,
  holderTaxId: DEMO_CUSTOMER.nif,
  tariff,
  city,
  ...extra,
});

/** demo's 15 contracts: 12 electricity (7 × 2.0TD, 3 × 3.0TD, 2 × 6.1TD) and 3 gas. Power
 * ('Potencia óptima'): 100006 under-powered, 100008 well sized, the rest over-powered, so each
 * advice appears. Sized by the quarter-hour peaks (the maxímetro, seed/maximeter.ts), which a
 * home reaches at up to 3× its highest hourly mean. */
export const DEMO_CONTRACTS: ContractPlan[] = [
  e("100001", "2.0TD", "madrid", { calle: "Calle de Bravo Murillo", numDomicilio: "118", extension: "3º A", size: 1, solarKw: 3.2 }),
  e("100002", "2.0TD", "madrid", { calle: "Calle de Alcalá", numDomicilio: "145", extension: "1º C", size: 0 }),
  e("100003", "3.0TD", "madrid", { calle: "Paseo de la Castellana", numDomicilio: "200", extension: "Local 2", size: 1 }),
  e("100004", "2.0TD", "barcelona", { calle: "Carrer de Balmes", numDomicilio: "88", extension: "4º 2ª", size: 2, solarKw: 2.6 }),
  e("100005", "3.0TD", "barcelona", { calle: "Avinguda Diagonal", numDomicilio: "450", extension: "Local", size: 2 }),
  // Under-powered: its hourly means stay below its 3,45 kW, its quarter-hour peaks (maxímetro) pass it.
  e("100006", "2.0TD", "valencia", { calle: "Calle de Colón", numDomicilio: "22", extension: "2º B", loadFactor: 0.33 }),
  e("100007", "6.1TD", "valencia", { calle: "Avenida del Puerto", numDomicilio: "300", extension: "Nave 4", size: 1 }),
  // Well sized: its maxímetro peaks between the 3,45 and the 4,6 kW it contracts.
  e("100008", "2.0TD", "sevilla", { calle: "Calle Betis", numDomicilio: "15", extension: "Bajo", loadFactor: 0.22 }),
  e("100009", "3.0TD", "bilbao", { calle: "Calle Ercilla", numDomicilio: "30", extension: "Local 1", size: 0 }),
  e("100010", "2.0TD", "malaga", { calle: "Calle Larios", numDomicilio: "5", extension: "3º" }),
  e("100011", "2.0TD", "coruna", { calle: "Rúa Real", numDomicilio: "40", extension: "1º", ended: true }),
  e("100012", "6.1TD", "zaragoza", { calle: "Calle Pertusa (Plaza)", numDomicilio: "12", extension: "Nave 7", size: 2 }),
  e("100013", "RL.1", "madrid", { calle: "Calle de Bravo Murillo", numDomicilio: "118", extension: "3º A", size: 1 }),
  e("100014", "RL.2", "barcelona", { calle: "Carrer de Balmes", numDomicilio: "88", extension: "4º 2ª", size: 1 }),
  e("100015", "RL.1", "valladolid", { calle: "Calle Santiago", numDomicilio: "10", extension: "2º D", size: 2 }),
];

const other =
  (holderTaxId: string) =>
  (code: string, city: CityKey, calle: string, numDomicilio: string, extension: string, size: number): ContractPlan => ({
    codAbonado: code,
    holderTaxId,
    tariff: "2.0TD",
    city,
    calle,
    numDomicilio,
    extension,
    size,
  });

export const DEMO2_CONTRACTS: ContractPlan[] = [
  other(DEMO2_CUSTOMER.nif)(DEMO2_CUSTOMER.contracts[0], "zaragoza", "Paseo de la Independencia", "24", "5º 1ª", 1),
  other(DEMO2_CUSTOMER.nif)(DEMO2_CUSTOMER.contracts[1], "murcia", "Calle Trapería", "9", "2º A", 2),
];

export const SIGNUP_CONTRACTS: ContractPlan[] = [
  other(SIGNUP_HOLDER.nif)(SIGNUP_HOLDER.contracts[0], "oviedo", "Calle Uría", "31", "4º B", 1),
  other(SIGNUP_HOLDER.nif)(SIGNUP_HOLDER.contracts[1], "palma", "Carrer de Sant Miquel", "53", "1º A", 0),
];

/** The 6 comunidades de propietarios the administrator manages (CIF type H, province first). */
const COMUNIDADES: { name: string; city: CityKey; calle: string; num: string; digits: string }[] = [
  { name: "Comunidad de Propietarios Calle Mayor 12", city: "madrid", calle: "Calle Mayor", num: "12", digits: "10345" },
  { name: "Comunidad de Propietarios Avinguda Diagonal 340", city: "barcelona", calle: "Avinguda Diagonal", num: "340", digits: "21776" },
  { name: "Comunidad de Propietarios Calle de Colón 15", city: "valencia", calle: "Calle de Colón", num: "15", digits: "30918" },
  { name: "Comunidad de Propietarios Edificio Giralda", city: "sevilla", calle: "Calle Asunción", num: "42", digits: "44201" },
  { name: "Comunidad de Propietarios Alameda de Mazarredo 21", city: "bilbao", calle: "Alameda de Mazarredo", num: "21", digits: "52637" },
  { name: "Comunidad de Propietarios Residencial Los Olivos", city: "malaga", calle: "Calle Granada", num: "61", digits: "67084" },
];

const COMMON_SUPPLIES: { extension: string; tariff: Tariff }[] = [
  { extension: "Zonas comunes", tariff: "2.0TD" },
  { extension: "Ascensor", tariff: "2.0TD" },
  { extension: "Garaje", tariff: "3.0TD" },
  { extension: "Alumbrado exterior", tariff: "2.0TD" },
  { extension: "Grupo de presión", tariff: "3.0TD" },
];
const HEATING: { extension: string; tariff: Tariff }[] = [
  { extension: "Calefacción central", tariff: "RL.3" },
  { extension: "Agua caliente sanitaria", tariff: "RL.2" },
];

export const ADMIN_HOLDERS: HolderPlan[] = COMUNIDADES.map((c) => ({
  taxId: makeCif("H", `${CITIES[c.city].province}${c.digits}`),
  name: c.name,
  phone: null,
  email: null,
}));

/** 40 contracts 400001–400040: per comunidad 5 electricity supplies, and 2 gas for the first
 * four, 1 for the last two (30 electricity, 10 gas). */
export const ADMIN_CONTRACTS: ContractPlan[] = COMUNIDADES.flatMap((c, i) => {
  const supplies = [...COMMON_SUPPLIES, ...HEATING.slice(0, i < 4 ? 2 : 1)];
  return supplies.map(({ extension, tariff }) => ({
    holderTaxId: ADMIN_HOLDERS[i]!.taxId,
    tariff,
    city: c.city,
    calle: c.calle,
    numDomicilio: c.num,
    extension,
  }));
}).map((plan, index) => ({ ...plan, codAbonado: String(400_001 + index) }));
