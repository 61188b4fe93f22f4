/* One answer per JSON route, in the quirky forms the spec allows (see requestSamples.ts). */
import type { RouteId } from "../routes";
import { CUPS_E } from "./requestSamples.testing";

const correspondence = {
  contractCode: "100234",
  line: "Electricidad" as const,
  cups: "ES0021000000000100234XY",
  paperless: false,
  custom: false,
  postalAddress: { street: "Calle de Alcalá", number: "34 2º B", postalCode: "28020", town: "Madrid", province: "Madrid" },
};

const bankEntry = {
  ibanMasked: "ES** **** **** **** **** 1332",
  holderName: "Ana García López",
  mandateReference: "LGI-7K2QX9M4TB8WPRVC",
  signedAt: "2026-03-15T10:00:00.000Z",
  replacedAt: null,
};
const CUPS_G = "ES0230901000012345QK";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEiLCJleHAiOjE3NDA4MjQwMDB9.c2lnbmF0dXJl";
const PDF = "/ov/invoices/api/pdf?serieFactura=ENERGIA&numeroFactura=2500123&line=Electricidad";

const electricityInvoice = {
  line: "electricidad",
  billNumber: 2500123,
  serieFactura: "ENERGIA",
  launchDate: "2025-02-03",
  total: { amount: "58.31", currency: "EUR" },
  readingDateFrom: "2025-01-01",
  readingDateUntil: "2025-01-31",
  nif: "12345678Z",
  street: "Calle Mayor 1, 2º B",
  contract: "Luz Hogar",
  contractCode: "100234",
  cups: CUPS_E,
  facturaCategoria: null,
  isUnificada: "false",
  isUnica: false,
  serieFacturaUnica: null,
  numeroFacturaUnica: null,
  canDownload: "true",
  Pdf: PDF,
  hasProformas: "0",
  factura: "2500123",
};

const gasInvoice = {
  ...electricityInvoice,
  line: "GAS",
  billNumber: "000731",
  serieFactura: "FE25",
  total: { amount: -12.4, currency: "EUR" },
  cups: CUPS_G,
  contractCode: 200871,
  facturaCategoria: "VA",
  canDownload: "",
  Pdf: null,
  hasProformas: 2,
};

const contractInvoice = {
  fechaFactura: "2025-02-03",
  factura: "2500123",
  serieFactura: "ENERGIA",
  isUnificada: false,
  facturaCategoria: "",
  periodoFacturacion: { desde: "2025-01-01", hasta: "2025-01-31" },
  total: { importe: "58.31", divisa: "EUR", countInvoices: 14, total: "58.31" },
  TotalConsumoEnergiaActiva: "231",
  consumoKwh: 231,
  consumoActivaP1: "80.5",
  consumoActivaP2: 70,
  consumoActivaP3: "80.5",
  consumoActivaP4: 0,
  consumoActivaP5: 0,
  consumoActivaP6: 0,
  PotenciaLeidaP1: "4.6",
  tarifa: "2.0TD",
  pdf: `${PDF}`,
};

const supplyPoint = {
  codAbonado: 100234,
  codigoContratoSICOM: "SIC-55821",
  cups: CUPS_E,
  calle: "Calle Mayor",
  extension: "2º B",
  numDomicilio: 1,
  codPostal: "28020",
  ciudad: "Madrid",
  fechaAlta: "2019-05-14",
  fechaBaja: null,
  estado: "Contrato",
  tarifa: "2.0TD",
  line: "electricidad",
  domicilio: "Calle Mayor 1",
  ampExtension1: "2º B",
  accessFee: { fee: "2.0TD" },
};

const line = {
  period: null,
  quantity: null,
  unit: null,
  price: null,
  priceUnit: null,
  days: null,
  rate: null,
  baseCents: null,
  adjusted: false,
};

/** A 2.0TD invoice of 30 days; its lines add up to 63,67 €. */
const BREAKDOWN_SAMPLE = {
  serieFactura: "ENERGIA",
  numeroFactura: "2026000123",
  line: "Electricidad",
  contractCode: "100234",
  tariff: "2.0TD",
  periodFrom: "2026-02-01",
  periodUntil: "2026-03-02",
  daysBilled: 30,
  lines: [
    { ...line, kind: "energy", period: "P1", quantity: 62.4, unit: "kWh", price: 0.189, priceUnit: "€/kWh", amountCents: 1179 },
    { ...line, kind: "energy", period: "P2", quantity: 71.25, unit: "kWh", price: 0.126, priceUnit: "€/kWh", amountCents: 898 },
    { ...line, kind: "energy", period: "P3", quantity: 98.731, unit: "kWh", price: 0.089, priceUnit: "€/kWh", amountCents: 879 },
    { ...line, kind: "power", period: "P1", quantity: 4.6, unit: "kW", price: 0.101, priceUnit: "€/kW·día", days: 30, amountCents: 1394 },
    { ...line, kind: "power", period: "P2", quantity: 4.6, unit: "kW", price: 0.042, priceUnit: "€/kW·día", days: 30, amountCents: 580 },
    { ...line, kind: "electricityTax", rate: 0.0511269632, baseCents: 4930, amountCents: 252 },
    { ...line, kind: "meterRental", days: 30, price: 0.02663, priceUnit: "€/día", amountCents: 80 },
    { ...line, kind: "iva", rate: 0.21, baseCents: 5262, amountCents: 1105 },
  ],
  totalCents: 6367,
};

const COMPARED_FEBRUARY = {
  serieFactura: "ENERGIA",
  numeroFactura: "2026000123",
  tariff: "2.0TD",
  periodFrom: "2026-02-01",
  periodUntil: "2026-03-02",
  daysBilled: 30,
  kwh: 232.381,
  kwhByPeriod: { P1: 62.4, P2: 71.25, P3: 98.731, P4: 0, P5: 0, P6: 0 },
  totalCents: 6367,
};

/** One answer per JSON route. */
export const responseSamples: Partial<Record<RouteId, unknown>> = {
  checkConnection: { status: "ok", serverTime: "2025-03-01T10:00:00.000Z" },
  userCups: { cupsAsociados: { select: { line: "ELECTRICIDAD", cups: CUPS_E } }, cupsElectricidad: "1", cupsGas: 0 },
  signup: { code: "103", mensaje: "El nombre de usuario ya existe." },
  signupCode: {
    code: 202,
    mensaje: "Te hemos enviado un código de verificación.",
    destinos: { email: "d***@example.com", sms: "*** *** 000" },
  },
  resendPasswordVerification: { mensaje: "Se ha enviado un correo para cambiar la contraseña." },
  recoverUsername: { code: 200, mensaje: "Se ha enviado su nombre de usuario por correo." },
  privateToken: { access_token: JWT, refresh_token: "r-7f3a9c", email: "ana@example.es", isAdministrador: "true" },
  refreshToken: { access_token: JWT, refresh_token: "r-8b2e1d" },
  me: {
    username: "anagarcia",
    email: "ana@example.es",
    firstName: "Ana",
    lastName: "García López",
    family_name: "García López",
    given_name: "Ana",
  },
  cupsMe: {
    cupsAsociados: {
      select: [supplyPoint, { ...supplyPoint, codAbonado: "200871", cups: CUPS_G, line: "Gas", codPostal: 28020, accessFee: { fee: "3" } }],
    },
    totalElectricidad: "12",
    totalGas: 1,
  },
  isUnicaInvoicesAssociate: { FacturasUnicas: { Electricidad: "false", Gas: true } },
  issueAdd: { status: 201, data: { issue: "4512" } },
  issuesOpenCount: { total_count: "3" },
  issuesList: {
    items: [
      { id: 4512, subject: "Factura duplicada", status: { name: "Nueva" } },
      { id: "4498", subject: "Cambio de titular", status: { name: "En curso" } },
    ],
    total_count: 2,
  },
  issueDetail: {
    numero: 4512,
    asunto: "Factura duplicada",
    estado: "Nueva",
    categoria: "Facturación",
    linea: "ELECTRICIDAD",
    cups: CUPS_E,
    codigo_contrato: "100234",
    cif: "12345678Z",
    email: "ana@example.es",
    telefono_cliente: "600123456",
    descripcion: "La factura de febrero aparece dos veces.",
  },
  issueCategories: { "1": "Facturación", "2": "Contratación", "3": "Lecturas" },
  issueSubcategories: ["Reclamación de factura", "Duplicado de factura"],
  validateEmailToken: { mensaje: "Usuario validado correctamente." },
  clientToken: { access_token: JWT, token_type: "Bearer", expires_in: "300" },
  addReading: { id: 17, createdAt: "2025-03-01T10:00:00.000Z" },
  lastReading: {
    reading: { values: { Punta: "1234,5", Valle: "876", Llano: "0,125" }, createdAt: "2025-03-01T10:00:00.000Z" },
    averageDaily: { Punta: 2.5, Llano: 3, Valle: 4.25 },
  },
  priceLimits: { minImportClientInvoice: "-35.20", maxImportClientInvoice: 412.8 },
  fullbilling: {
    Invoice: electricityInvoice,
    Fullbilling: {
      total: [
        { line: "All", count: "1" },
        { line: "Electricidad", count: 1 },
        { line: "Gas", count: 0 },
      ],
    },
  },
  filterFullbilling: {
    Invoice: [electricityInvoice, gasInvoice],
    Fullbilling: {
      total: [
        { line: "all", count: 2 },
        { line: "ELECTRICIDAD", count: "1" },
        { line: "gas", count: "1" },
      ],
    },
  },
  searchOneInvoice: { Invoice: [electricityInvoice], Fullbilling: { total: { line: "All", count: 1 } } },
  unicasGasInvoices: {
    Invoice: {
      ...gasInvoice,
      isUnificada: true,
      isUnica: "true",
      serieFacturaUnica: "FU25",
      numeroFacturaUnica: "000731",
      Pdf: "/ov/invoices/api/pdf?serieFactura=FU25&numeroFactura=000731&line=Gas",
    },
    Fullbilling: {
      total: [
        { line: "All", count: 1 },
        { line: "Electricidad", count: 0 },
        { line: "Gas", count: 1 },
      ],
    },
  },
  adminContractDetail: {
    Contrato: {
      codigoContrato: "100234",
      RazonSocial: "Comunidad de Propietarios Calle Mayor 1",
      Direccion: "Calle Mayor 1",
      ciudad: "Madrid",
      provincia: "Madrid",
      NIF: "H12345678",
      CUPS: CUPS_E,
      codigoPostal: 28020,
      Tarifa: "3.0TD",
      Desde: "2019-05-14",
      Hasta: null,
      PotenciaContratadaP1: "15",
      PotenciaContratadaP2: 15,
      PotenciaContratadaP3: "15",
      PotenciaContratadaP4: 15,
      PotenciaContratadaP5: "15",
      PotenciaContratadaP6: "20.5",
      CaudalContrato: 0,
      fechaAlta: "2019-05-14",
      fechaBaja: null,
      tarifaPeaje: { textoTarifaPeaje: "3.0TD" },
      contratoSituacion: { textoSituacion: "Contrato" },
      refExt3: "100234",
    },
  },
  contractInvoices: {
    Invoices: { invoicesList: [contractInvoice], total: { total: "14", countInvoices: 10 } },
    message: "",
  },
  contractInvoiceCharts: {
    Invoices: { invoicesList: { ...contractInvoice, pdf: "" }, total: { total: 1, countInvoices: "1" } },
  },
  contractPriceLimits: { invoiceMinImport: "12.5", invoiceMaxImport: "310" },
  telemetry: {
    Telemetry: {
      select: [
        { dateRecord: "22-02-2025", activeEnergy: "1.25", reactiveEnergy: 0.3 },
        { dateRecord: "23-02-2025", activeEnergy: 1.1, reactiveEnergy: "0.28" },
      ],
      total: { countTotal: "2" },
    },
  },
  curvas: {
    Curvas: {
      inputDate: "22-02-2025",
      select: { dateRecord: "22-02-2025", hourRecord: 1, activeEnergy: "0.42", pasiveEnergy: "0" },
      total: { countTotal: 1 },
    },
  },
  invoiceBreakdown: BREAKDOWN_SAMPLE,
  invoiceComparison: {
    against: "previous",
    current: COMPARED_FEBRUARY,
    other: {
      ...COMPARED_FEBRUARY,
      numeroFactura: "2026000045",
      periodFrom: "2026-01-01",
      periodUntil: "2026-01-31",
      daysBilled: 31,
      kwh: 250.381,
      kwhByPeriod: { P1: 70.4, P2: 80.25, P3: 99.731, P4: 0, P5: 0, P6: 0 },
      totalCents: 6901,
    },
    differenceCents: -534,
    causes: [
      { kind: "days", period: null, unit: "días", delta: -1, current: 30, other: 31, amountCents: -67 },
      { kind: "consumption", period: null, unit: "kWh", delta: -18, current: 232.381, other: 250.381, amountCents: -245 },
      { kind: "distribution", period: null, unit: null, delta: null, current: null, other: null, amountCents: -28 },
      { kind: "taxes", period: null, unit: null, delta: null, current: null, other: null, amountCents: -194 },
    ],
  },
  costThisMonth: {
    contractCode: "100234",
    line: "Electricidad",
    tariff: "2.0TD",
    periodFrom: "2026-03-01",
    periodUntil: "2026-03-31",
    daysInPeriod: 31,
    spent: { amountCents: 2841, kwh: 104.52, lastDayWithData: "2026-03-14", daysWithData: 14 },
    projection: { amountCents: 6290, lowCents: 5712, highCents: 6868, method: "yearAgoCurve", marginPercent: 15 },
    yearAgo: { periodFrom: "2025-03-01", periodUntil: "2025-03-31", amountCents: 6655, kwh: 248.1 },
    alert: { thresholdCents: 5500, exceeded: true, notifiedAt: "2026-03-15T10:00:00.000Z" },
  },
  costAlert: { contractCode: "100234", thresholdCents: 6000, notifiedAt: null },
  bankAccount: {
    contractCode: "100234",
    line: "Electricidad",
    current: { ...bankEntry, replacedAt: null },
    history: [{ ...bankEntry, ibanMasked: "ES** **** **** **** **** 9876", replacedAt: "2026-03-15T10:00:00.000Z" }],
  },
  bankAccountChange: {
    account: { ...bankEntry, replacedAt: null },
    appliesFrom: "A partir de la primera factura que se emita después del cambio.",
    mandatePath: "/ov/contracts/api/100234/cuenta-bancaria/mandatos/LGI-7K2QX9M4TB8WPRVC",
  },
  costAlertSet: { contractCode: "100234", thresholdCents: 6000, notifiedAt: "2026-03-15T10:00:00.000Z" },
  selfConsumption: {
    Autoconsumo: {
      hasSelfConsumption: true,
      months: [
        {
          month: "2025-06",
          surplusPrice: 0.06,
          energyKwh: 180.25,
          surplusKwh: 210.5,
          energyTermEur: 28.48,
          surplusValueEur: 12.63,
          compensationEur: 12.63,
          capped: false,
        },
      ],
      total: { surplusKwh: 210.5, compensationEur: 12.63, countMonths: 1 },
    },
  },
  powerInsight: {
    codAbonado: "100234",
    tarifa: "2.0TD",
    contractedKw: [5.75, 5.75],
    priceEurPerKwDay: [0.101, 0.042],
    pricesValidFrom: "2026-01-01",
    from: "2025-03-01",
    to: "2026-02-28",
    months: [
      { month: "2026-01", maxKw: [2.9, 1.4] },
      { month: "2026-02", maxKw: [2.5, null] },
    ],
    maximeters: [
      { serieFactura: "ENERGIA", numeroFactura: "2026000123", readingFrom: "2026-01-01", readingUntil: "2026-01-31", kw: [3.92, 1.6] },
    ],
  },
  contactDetails: { email: "demo@example.com", telefono: "*** *** 678", emailPendiente: "nueva@example.com" },
  phoneChange: { code: 202, mensaje: "Te hemos enviado un código por SMS al nuevo móvil.", destino: "*** *** 678" },
  phoneConfirm: { mensaje: "Hemos guardado tu nuevo teléfono móvil." },
  emailChange: { code: 202, mensaje: "Te hemos enviado un enlace a la nueva dirección.", destino: "n***@example.com" },
  emailConfirm: { mensaje: "Hemos cambiado tu dirección de correo electrónico." },
  emailUndo: { mensaje: "Hemos vuelto a poner tu dirección de correo electrónico anterior." },
  preferences: {
    language: "es",
    notices: { newInvoice: true, costAlert: true, requestUpdates: false },
    contracts: [correspondence],
  },
  preferencesChange: { language: "ca", notices: { newInvoice: true, costAlert: false, requestUpdates: true }, contracts: [correspondence] },
  paperlessChange: { ...correspondence, paperless: true },
  postalAddress: correspondence,
  postalAddressChange: { ...correspondence, custom: true },
};
