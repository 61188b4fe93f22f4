import { STORED_PAYMENT_STATES } from "@oficina-virtual/api-contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { MailLanguage } from "../mail/languages";

// Amounts are numeric(12,2) and read back as strings: no float rounding on money.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const kwh = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** Customers sign in by username; property administrators by e-mail. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    role: text("role", { enum: ["customer", "admin"] }).notNull(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** NIF/NIE/CIF of the customer (their contracts are the holder's with this tax id). */
    taxId: text("tax_id"),
    phone: text("phone"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** The language of e-mails and documents ('Preferencias'; the signup's, 'es' by default). */
    language: text("language").notNull().default("es"),
    /** The notices the user wants (0018): new invoice, cost alert, request updates. */
    notifyNewInvoice: boolean("notify_new_invoice").notNull().default(true),
    notifyCostAlert: boolean("notify_cost_alert").notNull().default(true),
    notifyRequestUpdates: boolean("notify_request_updates").notNull().default(true),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_role_idx").on(sql`lower(${t.username})`, t.role),
    index("users_email_idx").on(sql`lower(${t.email})`),
    index("users_tax_id_idx").on(t.taxId),
  ],
);

/** A contract holder (titular): the tax id a customer's contracts hang from. */
export const holders = pgTable("holders", {
  taxId: text("tax_id").primaryKey(),
  name: text("name").notNull(),
  phone: text("phone"),
  email: text("email"),
});

/** A supply point's contract: one row per codAbonado. */
export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    codAbonado: text("cod_abonado").notNull().unique(),
    codigoContratoSicom: text("codigo_contrato_sicom").notNull(),
    holderTaxId: text("holder_tax_id")
      .notNull()
      .references(() => holders.taxId),
    line: text("line", { enum: ["Electricidad", "Gas"] }).notNull(),
    cups: text("cups").notNull(),
    calle: text("calle").notNull(),
    extension: text("extension").notNull().default(""),
    numDomicilio: text("num_domicilio").notNull().default(""),
    codPostal: text("cod_postal").notNull(),
    ciudad: text("ciudad").notNull(),
    provincia: text("provincia").notNull(),
    fechaAlta: date("fecha_alta").notNull(),
    fechaBaja: date("fecha_baja"),
    /** 'Contrato' (shown as 'Alta'), 'Baja', 'En tramitación'... */
    estado: text("estado").notNull(),
    tarifa: text("tarifa").notNull(),
    accessFee: text("access_fee").notNull(),
    marca: text("marca").notNull().default("OV Energía"),
    potenciaP1: doublePrecision("potencia_p1").notNull().default(0),
    potenciaP2: doublePrecision("potencia_p2").notNull().default(0),
    potenciaP3: doublePrecision("potencia_p3").notNull().default(0),
    potenciaP4: doublePrecision("potencia_p4").notNull().default(0),
    potenciaP5: doublePrecision("potencia_p5").notNull().default(0),
    potenciaP6: doublePrecision("potencia_p6").notNull().default(0),
    caudal: doublePrecision("caudal"),
  },
  (t) => [
    index("contracts_holder_line_idx").on(t.holderTaxId, t.line, t.codAbonado),
    index("contracts_cups_idx").on(t.cups),
    // What invoices' (contract_id, holder_tax_id) references (drizzle/0005).
    unique("contracts_id_holder_key").on(t.id, t.holderTaxId),
  ],
);

/** Contracts a property administrator manages (their only reach). */
export const adminContracts = pgTable(
  "admin_contracts",
  {
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.adminUserId, t.contractId] }), index("admin_contracts_contract_idx").on(t.contractId)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id").notNull(),
    /** The contract's holder, copied so a customer's invoices are one index range (drizzle/0005);
     * the foreign key below keeps it equal to the contract's. */
    holderTaxId: text("holder_tax_id").notNull(),
    serie: text("serie").notNull(),
    numero: text("numero").notNull(),
    launchDate: date("launch_date").notNull(),
    readingFrom: date("reading_from").notNull(),
    readingUntil: date("reading_until").notNull(),
    totalAmount: money("total_amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    consumptionKwh: kwh("consumption_kwh").notNull(),
    /** Per-period consumption P1..P6 (gas: P1 only). */
    consumoP1: kwh("consumo_p1").notNull().default("0"),
    consumoP2: kwh("consumo_p2").notNull().default("0"),
    consumoP3: kwh("consumo_p3").notNull().default("0"),
    consumoP4: kwh("consumo_p4").notNull().default("0"),
    consumoP5: kwh("consumo_p5").notNull().default("0"),
    consumoP6: kwh("consumo_p6").notNull().default("0"),
    /** The maxímetro per power period, kW: the highest quarter-hourly mean power of the
     * billing period (drizzle/0010). */
    potenciaLeidaP1: doublePrecision("potencia_leida_p1"),
    potenciaLeidaP2: doublePrecision("potencia_leida_p2"),
    potenciaLeidaP3: doublePrecision("potencia_leida_p3"),
    potenciaLeidaP4: doublePrecision("potencia_leida_p4"),
    potenciaLeidaP5: doublePrecision("potencia_leida_p5"),
    potenciaLeidaP6: doublePrecision("potencia_leida_p6"),
    /** 'VA' marks a miscellaneous invoice. */
    categoria: text("categoria").notNull().default("EN"),
    isUnificada: boolean("is_unificada").notNull().default(false),
    isUnica: boolean("is_unica").notNull().default(false),
    serieUnica: text("serie_unica"),
    numeroUnica: text("numero_unica"),
    canDownload: boolean("can_download").notNull().default(true),
    proformaCount: integer("proforma_count").notNull().default(0),
    /** IVA of this invoice (it has been reduced at times: kept per invoice). */
    ivaRate: numeric("iva_rate", { precision: 5, scale: 4 }).notNull().default("0.21"),
    /** Self-consumption surplus of the period (simplified compensation, RD 244/2019). */
    surplusKwh: kwh("surplus_kwh").notNull().default("0"),
    /** 'pagada', 'pendiente' or 'devuelta' (a returned direct debit); 'Vencida' is derived
     * from the due date when read (drizzle/0016, api-contract schemas/payment). */
    paymentState: text("payment_state", { enum: STORED_PAYMENT_STATES }).notNull().default("pagada"),
    /** 'Fecha de vencimiento'. Null only on a row inserted without one: read as the issue date
     * plus PAYMENT_TERM_DAYS (db/invoices/payments.ts). */
    dueDate: date("due_date"),
  },
  (t) => [
    uniqueIndex("invoices_serie_numero_idx").on(t.serie, t.numero),
    // The only way into a caller's invoices: through their contracts (drizzle/0001).
    index("invoices_contract_holder_launch_idx").on(
      t.contractId,
      t.holderTaxId,
      t.launchDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The amount sliders' limits from the index alone, per contract (drizzle/0009).
    index("invoices_contract_amount_idx").on(t.contractId, t.totalAmount),
    // A customer's invoices, newest first: 'Últimas 10 facturas' stops after 10 (drizzle/0005).
    index("invoices_holder_launch_idx").on(t.holderTaxId, t.launchDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    foreignKey({
      name: "invoices_contract_holder_fk",
      columns: [t.contractId, t.holderTaxId],
      foreignColumns: [contracts.id, contracts.holderTaxId],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    index("invoices_numero_idx").on(t.numero),
    // 'Importe pendiente': a caller's few unpaid invoices among many paid ones (drizzle/0016).
    index("invoices_unpaid_idx").on(t.holderTaxId, t.dueDate).where(sql`${t.paymentState} <> 'pagada'`),
  ],
);

// Unit prices: €/kWh, €/kW·día, €/día, up to 6 decimals.
const unitPrice = (name: string) => numeric(name, { precision: 10, scale: 6 }).notNull().default("0");

/** The prices a contract is billed at, one row per revision (an invoice takes the row valid
 * at its first day: insights/prices.ts). Gas plans leave the electricity columns at 0 and
 * the other way round. */
export const pricePlans = pgTable(
  "price_plans",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    validFrom: date("valid_from").notNull(),
    energyP1: unitPrice("energy_p1"),
    energyP2: unitPrice("energy_p2"),
    energyP3: unitPrice("energy_p3"),
    energyP4: unitPrice("energy_p4"),
    energyP5: unitPrice("energy_p5"),
    energyP6: unitPrice("energy_p6"),
    powerP1: unitPrice("power_p1"),
    powerP2: unitPrice("power_p2"),
    powerP3: unitPrice("power_p3"),
    powerP4: unitPrice("power_p4"),
    powerP5: unitPrice("power_p5"),
    powerP6: unitPrice("power_p6"),
    meterRentalDay: unitPrice("meter_rental_day"),
    /** Self-consumption surplus, €/kWh. */
    surplusPrice: unitPrice("surplus_price"),
    electricityTaxRate: numeric("electricity_tax_rate", { precision: 12, scale: 10 }).notNull().default("0"),
    /** The tax's legal minimum, €/MWh consumed. */
    electricityTaxMinMwh: numeric("electricity_tax_min_mwh", { precision: 8, scale: 4 }).notNull().default("0"),
    gasFixedDay: unitPrice("gas_fixed_day"),
    gasVariableKwh: unitPrice("gas_variable_kwh"),
    hydrocarbonsKwh: unitPrice("hydrocarbons_kwh"),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.validFrom] })],
);

/** 'Avisarme si supero un importe': one threshold per contract and user; `notifiedPeriodFrom`
 * is the billing period whose e-mail already went out (one per period, insights/alerts.ts). */
export const costAlerts = pgTable(
  "cost_alerts",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    thresholdCents: integer("threshold_cents").notNull(),
    notifiedPeriodFrom: date("notified_period_from"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The mail language of the request that set the threshold (0008): the e-mail may go out
     * in a later request, or with none (a reading import), and keeps the customer's choice. */
    language: text("language").$type<MailLanguage>().notNull().default("es"),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.userId] })],
);

/** Hourly measures of an electricity supply: telemetry (active, reactive) and the load
 * curve (active, surplus) share the hour. */
/** Partitioned by Madrid month with a default partition (drizzle/0011, db/partitions.ts):
 * drizzle-kit does not emit PARTITION BY, so the migration is hand-written. */
export const hourlyReadings = pgTable(
  "hourly_readings",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    activeKwh: doublePrecision("active_kwh").notNull(),
    reactiveKvarh: doublePrecision("reactive_kvarh").notNull(),
    surplusKwh: doublePrecision("surplus_kwh").notNull(),
    /** An estimated reading (Metodo_obtencion 'E'); false for the meter's real one ('R'). */
    estimated: boolean("estimated").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.at] })],
);

export const issueCategories = pgTable("issue_categories", {
  id: text("id").primaryKey(),
  displayName: text("display_name").notNull(),
});

export const issueSubcategories = pgTable(
  "issue_subcategories",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => issueCategories.id),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.name] })],
);

export const issues = pgTable(
  "issues",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    categoryId: text("category_id").notNull(),
    subcategory: text("subcategory").notNull(),
    line: text("line").notNull(),
    cups: text("cups").notNull(),
    contractCode: text("contract_code").notNull(),
    status: text("status").notNull().default("Abierta"),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("issues_user_status_idx").on(t.userId, t.status), uniqueIndex("issues_idempotency_idx").on(t.userId, t.idempotencyKey)],
);

export const meterReadings = pgTable(
  "meter_readings",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Field id → value as typed ("123,456"), the fields of part 2 §9. */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meter_readings_contract_idx").on(t.contractId, t.createdAt)],
);

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["validation", "password-reset", "password-link", "verify-email", "email-change", "email-undo"],
    }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The address an `email-change` link confirms, or the one an `email-undo` link restores. */
    payload: text("payload"),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId, t.purpose)],
);

/** One-time signup codes (auth/signupCodes.ts): `subject` names the holder or the
 * pre-registered administrator; `code_hash` is an HMAC of the code, never the code. */
export const signupCodes = pgTable(
  "signup_codes",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signup_codes_subject_idx").on(t.subject)],
);

/** One row per login: a session. Its id is the access token's `sid` claim, so revoking the
 * row (logout, a password change or reset) ends the access token too (auth/sessions.ts). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    id: bigserial("id", { mode: "number" }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The login or the last refresh: a refresh after SESSION_IDLE_MINUTES without one is
     * refused (auth/rotation.ts). */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'Sesiones y actividad': the login's user agent (300 characters at most) and network
     * (auth/sessionDevice.ts), and when it happened. */
    userAgent: text("user_agent"),
    address: text("address"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), uniqueIndex("refresh_tokens_id_idx").on(t.id)],
);

/** The refresh tokens a session has already rotated away from (its family's past). Only
 * the hash of the current one is in refresh_tokens; presenting one of these again is reuse,
 * which ends the session (auth/rotation.ts). */
export const rotatedRefreshTokens = pgTable(
  "rotated_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => refreshTokens.id, { onDelete: "cascade" }),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rotated_refresh_tokens_session_idx").on(t.sessionId)],
);

/** Fixed-window counters of the login throttle and the e-mail limits (auth/attemptStore.ts),
 * when no Redis is configured: one row per key, counted up by one atomic upsert. */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counters_expires_idx").on(t.expiresAt)],
);

/** Documents in flight per user, shared by every replica when there is no Redis
 * (documents/pool/sharedSlots.ts): one row per document, until it ends or its lease expires. */
export const exportSlots = pgTable(
  "export_slots",
  {
    id: text("id").primaryKey(),
    userKey: text("user_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("export_slots_user_idx").on(t.userKey, t.expiresAt)],
);

/** A contract's direct-debit accounts (drizzle/0014): the current one has no `replacedAt`.
 * Each row is also the SEPA Core mandate the customer accepted for it. */
/** The account's activity (auth/activity.ts), kept 12 months: `kind` one of ActivityKind,
 * `address` the client's network, `detail` what changed, already masked. */
export const accountActivity = pgTable(
  "account_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    address: text("address"),
    userAgent: text("user_agent"),
    detail: text("detail"),
  },
  (t) => [index("account_activity_user_idx").on(t.userId, t.at), index("account_activity_at_idx").on(t.at)],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    iban: text("iban").notNull(),
    holderName: text("holder_name").notNull(),
    mandateReference: text("mandate_reference").notNull().unique(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("bank_accounts_contract_idx").on(t.contractId, t.signedAt),
    uniqueIndex("bank_accounts_current_idx").on(t.contractId).where(sql`${t.replacedAt} is null`),
  ],
);

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** An e-mail address, or a phone number when `channel` is `sms`. */
    to: text("to").notNull(),
    channel: text("channel", { enum: ["email", "sms"] })
      .notNull()
      .default("email"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

export const debugLogs = pgTable("debug_logs", {
  id: serial("id").primaryKey(),
  userId: integer("user_id"),
  event: text("event").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** bytea as a Buffer: PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** 'Descargar mis datos' (drizzle/0019): one job per request of the customer's data ZIP, its
 * state and percentage for the polls of any replica, and the ZIP once built. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["preparando", "lista", "error"] }).notNull(),
    progress: integer("progress").notNull().default(0),
    file: bytes("file"),
    fileName: text("file_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt)],
);

/** 'Preferencias' per contract (0018): paper or e-mail invoices, and the postal address for
 * correspondence (all null: the supply address). */
export const contractPreferences = pgTable("contract_preferences", {
  contractId: integer("contract_id")
    .primaryKey()
    .references(() => contracts.id, { onDelete: "cascade" }),
  paperless: boolean("paperless").notNull().default(false),
  postalStreet: text("postal_street"),
  postalNumber: text("postal_number"),
  postalCode: text("postal_code"),
  postalTown: text("postal_town"),
  postalProvince: text("postal_province"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
