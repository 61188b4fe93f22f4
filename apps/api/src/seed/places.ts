/** Spanish cities with their province, postcodes, streets and the distributor codes that
 * start their CUPS (electricity: i-DE 0021, UFD 0022, EDP/Begasa 0026, e-distribución 0031;
 * gas: Nedgia 0230, Madrileña Red de Gas 0217, Nortegas 0226). */
export interface City {
  ciudad: string;
  provincia: string;
  postcodes: readonly string[];
  streets: readonly string[];
  electricity: string;
  gas: string;
  /** Two-digit province code, the start of a comunidad's CIF. */
  province: string;
}

export const CITIES = {
  madrid: {
    ciudad: "Madrid",
    provincia: "Madrid",
    province: "28",
    electricity: "0021",
    gas: "0217",
    postcodes: ["28001", "28004", "28013", "28020", "28039"],
    streets: ["Calle Mayor", "Calle de Alcalá", "Paseo de la Castellana", "Calle de Bravo Murillo"],
  },
  barcelona: {
    ciudad: "Barcelona",
    provincia: "Barcelona",
    province: "08",
    electricity: "0031",
    gas: "0230",
    postcodes: ["08001", "08013", "08029", "08036"],
    streets: ["Carrer de Balmes", "Avinguda Diagonal", "Carrer de Mallorca", "Carrer de Sants"],
  },
  valencia: {
    ciudad: "Valencia",
    provincia: "Valencia",
    province: "46",
    electricity: "0021",
    gas: "0230",
    postcodes: ["46001", "46004", "46021", "46024"],
    streets: ["Calle de Colón", "Avenida del Puerto", "Calle de la Paz", "Avenida de Blasco Ibáñez"],
  },
  sevilla: {
    ciudad: "Sevilla",
    provincia: "Sevilla",
    province: "41",
    electricity: "0031",
    gas: "0230",
    postcodes: ["41001", "41004", "41011", "41013"],
    streets: ["Calle Sierpes", "Avenida de la Constitución", "Calle Betis", "Calle Asunción"],
  },
  bilbao: {
    ciudad: "Bilbao",
    provincia: "Bizkaia",
    province: "48",
    electricity: "0021",
    gas: "0226",
    postcodes: ["48001", "48007", "48011"],
    streets: ["Calle Ercilla", "Alameda de Mazarredo", "Gran Vía de Don Diego López de Haro"],
  },
  zaragoza: {
    ciudad: "Zaragoza",
    provincia: "Zaragoza",
    province: "50",
    electricity: "0031",
    gas: "0230",
    postcodes: ["50001", "50004", "50009", "50197"],
    streets: ["Paseo de la Independencia", "Calle Alfonso I", "Avenida de Goya", "Calle Pertusa (Plaza)"],
  },
  coruna: {
    ciudad: "A Coruña",
    provincia: "A Coruña",
    province: "15",
    electricity: "0022",
    gas: "0230",
    postcodes: ["15001", "15004", "15008"],
    streets: ["Rúa Real", "Avenida da Mariña", "Rúa San Andrés"],
  },
  malaga: {
    ciudad: "Málaga",
    provincia: "Málaga",
    province: "29",
    electricity: "0031",
    gas: "0230",
    postcodes: ["29001", "29005", "29016"],
    streets: ["Calle Larios", "Paseo del Parque", "Calle Granada"],
  },
  valladolid: {
    ciudad: "Valladolid",
    provincia: "Valladolid",
    province: "47",
    electricity: "0021",
    gas: "0230",
    postcodes: ["47001", "47003", "47014"],
    streets: ["Calle Santiago", "Paseo de Zorrilla", "Calle Platerías"],
  },
  oviedo: {
    ciudad: "Oviedo",
    provincia: "Asturias",
    province: "33",
    electricity: "0026",
    gas: "0230",
    postcodes: ["33001", "33003", "33008"],
    streets: ["Calle Uría", "Calle Cervantes", "Calle Gascona"],
  },
  murcia: {
    ciudad: "Murcia",
    provincia: "Murcia",
    province: "30",
    electricity: "0021",
    gas: "0230",
    postcodes: ["30001", "30003", "30008"],
    streets: ["Gran Vía Escultor Salzillo", "Calle Trapería", "Avenida de la Libertad"],
  },
  palma: {
    ciudad: "Palma",
    provincia: "Illes Balears",
    province: "07",
    electricity: "0031",
    gas: "0230",
    postcodes: ["07001", "07003", "07010"],
    streets: ["Passeig del Born", "Carrer de Sant Miquel", "Avinguda de Jaume III"],
  },
} satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;
export const CITY_KEYS = Object.keys(CITIES) as CityKey[];

export const FLATS = ["1º A", "1º B", "2º A", "2º B", "2º D", "3º A", "3º C", "4º 2ª", "5º 1ª", "Bajo", "Ático"] as const;

/** Issue categories (id → displayName) and their subcategories (plain strings). */
export const ISSUE_CATEGORIES: readonly { id: string; displayName: string; subcategories: readonly string[] }[] = [
  {
    id: "FAC",
    displayName: "Facturación",
    subcategories: ["Reclamación de factura", "Duplicado de factura", "Cambio de cuenta bancaria", "Fraccionamiento de pago"],
  },
  { id: "CON", displayName: "Contratación", subcategories: ["Cambio de titular", "Cambio de potencia", "Baja de suministro"] },
  { id: "LEC", displayName: "Lecturas", subcategories: ["Lectura estimada", "Revisión de contador", "Aporte de lectura"] },
  { id: "AVE", displayName: "Averías", subcategories: ["Corte de suministro", "Avería en contador"] },
  { id: "OTR", displayName: "Otros", subcategories: ["Información general", "Sugerencias", "Protección de datos"] },
];
