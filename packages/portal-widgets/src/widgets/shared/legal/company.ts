/** The (fictional) retailer behind the portal, as the legal pages name it. */
export const COMPANY = {
  name: "Luz y Gas Ibérica Comercializadora, S.L.",
  brand: "Luz y Gas Ibérica",
  cif: "B-87654321",
  address: "Calle de Alcalá 123, 28009 Madrid",
  registry: "Registro Mercantil de Madrid, tomo 38.120, folio 45, hoja M-678.901, inscripción 1.ª",
  phone: "900 123 456",
  email: "atencion@luzygasiberica.example",
  dpoEmail: "dpd@luzygasiberica.example",
  web: "oficinavirtual.luzygasiberica.example",
} as const;
