/**
 * The (fictional) retailer behind the portal, one record for both sides: the library's
 * footer and legal pages (portal-widgets widgets/shared/legal/company.ts) and the API's PDF
 * header and footer (apps/api documents/pdfBrand.ts) name it from here, so a document and
 * the page it was downloaded from cannot disagree. The spec fixes two of its facts: the
 * footer's address is in Madrid, postal code 28020, and the customer service phone is
 * 900 908 178 (part 1 §1, §9); the rest is ours. Every document the API makes (invoice,
 * contract and certificate PDFs, workbooks, e-mails) names its issuer from here: an invoice
 * must carry the issuer's legal name, NIF and address (Real Decreto 1619/2012, art. 6.1 c–e).
 */
export const COMPANY = {
  /** The legal name ('razón social'). */
  name: "Luz y Gas Ibérica Comercializadora, S.L.",
  brand: "Luz y Gas Ibérica",
  /** The NIF of a limited company (letter B), demo digits, with a correct control digit
   * (company.test.ts recomputes it): a tax id that fails the check would mark the invoice as
   * forged to any validating reader. */
  cif: "B87654323",
  /** SEPA creditor identifier (AT-02) for direct debits: ES, two check digits (ISO 7064
   * mod 97-10 over the NIF followed by "ES00"), the business code "000", the NIF
   * (company.test.ts recomputes it). Printed on every mandate the customer signs. */
  sepaCreditorId: "ES82000B87654323",
  /** The account customers pay an invoice into by transfer ('Importe pendiente': a returned
   * direct debit, an invoice not domiciled). A demo CaixaBank account with correct IBAN and
   * CCC check digits (company.test.ts checks it). The reference to write is the invoice's
   * number (payment.ts). */
  transferIban: "ES9121000418450200051332",
  transferBank: "CaixaBank",
  /** The registered office ('domicilio social'), the address an invoice gives for its issuer. */
  address: "Calle de la Energía 1, 28020 Madrid",
  registry: "Registro Mercantil de Madrid, tomo 38.120, folio 45, hoja M-678.901, inscripción 1.ª",
  phone: "900 908 178",
  email: "atencion@luzygasiberica.example",
  dpoEmail: "dpd@luzygasiberica.example",
  web: "oficinavirtual.luzygasiberica.example",
} as const;
