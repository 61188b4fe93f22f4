import { cnmcFechaHora, cnmcKwh, maskIban } from "@oficina-virtual/api-contract";
import { listActivity } from "../../auth/activity";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { User } from "../../db/accounts/users";
import type { Contract } from "../../db/contracts/contracts";
import { findHolder } from "../../db/contracts/contracts";
import {
  bankAccountsOfContracts,
  costAlertsOfUser,
  emailChangesOfUser,
  invoicesOfContracts,
  issuesOfUser,
  meterReadingsOfContracts,
  sessionsOfUser,
} from "../../db/dataExports/customerData";
import { findUserPreferences, listCorrespondence } from "../../db/preferences/preferences";
import type { Cell, DataPart } from "../../documents/customer/dataExportZip";
import { cnmcCsvOfHours, type DayRange, loadCurveHours } from "../customer/cnmcFile";
import { addDays, madridDay, subtractMonths } from "../customer/madridTime";

/** What every section reads from: the caller, their account and the contracts their scope
 * reaches (callerContracts), read once. */
export interface SectionContext {
  deps: AppDeps;
  caller: Caller;
  user: User;
  contracts: Contract[];
}

/** One part of 'Descargar mis datos': reads its rows and answers the files' parts. Adding a
 * kind of data the retailer keeps is one function here and one line in `dataSections`. */
export type DataSection = (context: SectionContext) => Promise<DataPart[]>;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

const profile: DataSection = async ({ deps, user }) => {
  const holder = user.taxId ? await findHolder(deps.db, user.taxId) : undefined;
  const row: Record<string, Cell> = {
    usuario: user.username,
    nombre: user.firstName,
    apellidos: user.lastName,
    email: user.email,
    telefono: user.phone,
    nif: user.taxId,
    idioma: user.language,
    alta: iso(user.createdAt),
    validado: iso(user.validatedAt),
    titular: holder?.name ?? null,
    telefono_titular: holder?.phone ?? null,
    email_titular: holder?.email ?? null,
  };
  return [{ path: "perfil", description: "tu cuenta de usuario y los datos del titular de tus contratos.", rows: [row] }];
};

const contractList: DataSection = async ({ contracts }) => [
  {
    path: "contratos",
    description: "tus contratos de suministro: CUPS, dirección, tarifa, potencias contratadas, fechas y estado.",
    rows: contracts.map((c) => ({
      contrato: c.codAbonado,
      linea: c.line,
      cups: c.cups,
      direccion: [c.calle, c.numDomicilio, c.extension].filter(Boolean).join(" "),
      codigo_postal: c.codPostal,
      poblacion: c.ciudad,
      provincia: c.provincia,
      tarifa: c.tarifa,
      peaje: c.accessFee,
      estado: c.estado,
      alta: c.fechaAlta,
      baja: c.fechaBaja,
      potencia_p1_kw: c.potenciaP1,
      potencia_p2_kw: c.potenciaP2,
      potencia_p3_kw: c.potenciaP3,
      potencia_p4_kw: c.potenciaP4,
      potencia_p5_kw: c.potenciaP5,
      potencia_p6_kw: c.potenciaP6,
      caudal: c.caudal,
    })),
  },
];

/** The contract code of each contract id, for rows that hang from a contract. */
const codes = (contracts: Contract[]) => new Map(contracts.map((c) => [c.id, c.codAbonado]));

const invoiceList: DataSection = async ({ deps, contracts }) => {
  const code = codes(contracts);
  const rows = await invoicesOfContracts(
    deps.db,
    contracts.map((c) => c.id),
  );
  return [
    {
      path: "facturas",
      description: "tus facturas: número, fechas, periodo de lectura, consumo e importe total.",
      rows: rows.map((i) => ({
        contrato: code.get(i.contractId) ?? null,
        serie: i.serie,
        numero: i.numero,
        fecha_emision: i.launchDate,
        lectura_desde: i.readingFrom,
        lectura_hasta: i.readingUntil,
        consumo_kwh: i.consumptionKwh,
        excedente_kwh: i.surplusKwh,
        tipo_iva: i.ivaRate,
        importe_total: i.totalAmount,
        moneda: i.currency,
        categoria: i.categoria,
      })),
    },
  ];
};

const readings: DataSection = async ({ deps, contracts }) => {
  const code = codes(contracts);
  const rows = await meterReadingsOfContracts(
    deps.db,
    contracts.map((c) => c.id),
  );
  return [
    {
      path: "lecturas",
      description: "las lecturas de contador que nos has enviado, con cada valor tal como lo escribiste.",
      rows: rows.map((r) => ({
        contrato: code.get(r.contractId) ?? null,
        enviada: iso(r.createdAt),
        ...Object.fromEntries(Object.entries(r.values).map(([field, value]) => [`lectura_${field}`, value])),
      })),
    },
  ];
};

/** The last 12 months up to yesterday: the longest range the load-curve download accepts. */
export function loadCurveRange(now: Date): DayRange {
  const end = addDays(madridDay(now), -1);
  return { start: subtractMonths(end, 12), end };
}

const loadCurves: DataSection = async ({ deps, contracts }) => {
  const range = loadCurveRange(deps.now());
  const parts: DataPart[] = [];
  for (const contract of contracts.filter((c) => c.line === "Electricidad")) {
    const hours = await loadCurveHours(deps, contract.id, range);
    parts.push({
      path: `curvas-de-carga/${contract.cups}`,
      description: `la curva de carga horaria del suministro ${contract.cups} (contrato ${contract.codAbonado}) de los últimos 12 meses; el CSV en el formato de la CNMC.`,
      rows: hours.map((h) => ({
        ...cnmcFechaHora(h.at),
        consumo_kwh: cnmcKwh(h.active),
        excedente_kwh: cnmcKwh(h.other),
        metodo_obtencion: h.estimated ? "E" : "R",
      })),
      csv: await cnmcCsvOfHours(deps, contract.id, contract.cups, hours),
    });
  }
  return parts;
};

const requests: DataSection = async ({ deps, user }) => [
  {
    path: "solicitudes",
    description: "las solicitudes y reclamaciones que has abierto, con su estado.",
    rows: (await issuesOfUser(deps.db, user.id)).map((i) => ({
      id: i.id,
      fecha: iso(i.createdAt),
      asunto: i.subject,
      descripcion: i.description,
      categoria: i.categoryId,
      subcategoria: i.subcategory,
      linea: i.line,
      cups: i.cups,
      contrato: i.contractCode,
      estado: i.status,
    })),
  },
];

const preferences: DataSection = async ({ deps, user, contracts }) => {
  const [mine, correspondence, alerts] = await Promise.all([
    findUserPreferences(deps.db, user.id),
    listCorrespondence(deps.db, contracts),
    costAlertsOfUser(deps.db, user.id),
  ]);
  const notices = mine?.notices;
  const onOff = (on: boolean | undefined) => (on === false ? "no" : "sí");
  return [
    {
      path: "preferencias",
      description:
        "tus preferencias y consentimientos: el idioma de los correos y documentos, los avisos que quieres recibir, factura electrónica o en papel y la dirección postal de cada contrato, y los avisos de coste por contrato (las cookies se eligen en cada navegador y no se guardan en nuestros sistemas).",
      rows: [
        { preferencia: "idioma", contrato: null, valor: mine?.language ?? user.language, fecha: null },
        { preferencia: "aviso_factura_nueva", contrato: null, valor: onOff(notices?.newInvoice), fecha: null },
        { preferencia: "aviso_de_coste", contrato: null, valor: onOff(notices?.costAlert), fecha: null },
        { preferencia: "aviso_solicitudes", contrato: null, valor: onOff(notices?.requestUpdates), fecha: null },
        ...correspondence.flatMap((c) => [
          { preferencia: "factura_electronica", contrato: c.contractCode, valor: c.paperless ? "sí" : "no", fecha: null },
          {
            preferencia: "direccion_postal",
            contrato: c.contractCode,
            valor: [
              c.postalAddress.street,
              c.postalAddress.number,
              c.postalAddress.postalCode,
              c.postalAddress.town,
              c.postalAddress.province,
            ]
              .filter(Boolean)
              .join(", "),
            fecha: null,
          },
        ]),
        ...alerts.map((a) => ({
          preferencia: "aviso_de_coste_euros",
          contrato: a.codAbonado,
          valor: (a.thresholdCents / 100).toFixed(2),
          fecha: iso(a.notifiedAt),
        })),
      ],
    },
  ];
};

const bankAccounts: DataSection = async ({ deps, contracts }) => {
  const code = codes(contracts);
  const rows = await bankAccountsOfContracts(
    deps.db,
    contracts.map((c) => c.id),
  );
  return [
    {
      path: "cuentas-bancarias",
      description: "las cuentas de domiciliación de cada contrato y sus órdenes SEPA (el IBAN enmascarado).",
      rows: rows.map((b) => ({
        contrato: code.get(b.contractId) ?? null,
        iban: maskIban(b.iban),
        titular: b.holderName,
        referencia_mandato: b.mandateReference,
        firmado: iso(b.signedAt),
        sustituido: iso(b.replacedAt),
      })),
    },
  ];
};

const contactChanges: DataSection = async ({ deps, user }) => [
  {
    path: "cambios-de-contacto",
    description: "los cambios de dirección de correo electrónico pedidos y deshechos, con su dirección y fechas.",
    rows: (await emailChangesOfUser(deps.db, user.id)).map((c) => ({
      tipo: c.purpose === "email-change" ? "cambio de correo" : "deshacer cambio de correo",
      direccion: c.address,
      valido_hasta: iso(c.expiresAt),
      usado: iso(c.usedAt),
    })),
  },
];

const sessions: DataSection = async ({ deps, user }) => [
  {
    path: "sesiones",
    description: "tus sesiones iniciadas en la Oficina Virtual: último uso, caducidad y cierre.",
    rows: (await sessionsOfUser(deps.db, user.id)).map((s) => ({
      sesion: s.id,
      ultimo_uso: iso(s.lastActiveAt),
      caduca: iso(s.expiresAt),
      cerrada: iso(s.revokedAt),
    })),
  },
];

const activity: DataSection = async ({ deps, user }) => [
  {
    path: "actividad",
    description:
      "la actividad de tu cuenta de los últimos 12 meses: accesos, accesos fallidos y cambios de contraseña, correo, teléfono, cuenta bancaria, sesiones y preferencias, con la red aproximada y el dispositivo.",
    rows: (await listActivity(deps.db, user.id, deps.now())).map((a) => ({
      tipo: a.tipo,
      fecha: a.fecha,
      red: a.direccion,
      dispositivo: a.dispositivo ? [a.dispositivo.navegador, a.dispositivo.sistema].filter(Boolean).join(" · ") : null,
      detalle: a.detalle,
    })),
  },
];

/** The ZIP's parts, in order. */
export const dataSections: readonly DataSection[] = [
  profile,
  contractList,
  invoiceList,
  readings,
  loadCurves,
  requests,
  preferences,
  bankAccounts,
  contactChanges,
  sessions,
  activity,
];
