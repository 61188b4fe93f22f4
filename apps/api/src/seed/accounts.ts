/** The demo accounts and codes the seed creates: other tests and the start banner read them
 * from here instead of repeating literals. */
export const DEMO_PASSWORD = "Demo2026!";

export const DEMO_CUSTOMER = {
  username: "demo",
  email: "demo@example.com",
  nif: "12345678Z",
  phone: "600000000",
  firstName: "Lucía",
  lastName: "García Pérez",
  /** 12 electricity contracts 100001–100012, then 3 gas 100013–100015. */
  firstElectricity: "100001",
  firstGas: "100013",
  /** Electricity, 'Baja' since the last day of last month (still 26 invoices). */
  ended: "100011",
  /** Carries the one miscellaneous 'VA' invoice (26 monthly + 1). */
  withMiscInvoice: "100002",
  /** One of its invoices (3 months ago) has canDownload false. */
  withUndownloadable: "100003",
  /** Net metering: surplus > 0 at midday. */
  solar: ["100001", "100004"],
  /** Owes two invoices (seed/payments.ts): its newest 'pendiente', one 'devuelta'. */
  unpaid: "100004",
} as const;

export const DEMO2_CUSTOMER = {
  username: "demo2",
  email: "demo2@example.com",
  nif: "87654321X",
  phone: "600000002",
  firstName: "Marc",
  lastName: "Puig Serra",
  contracts: ["200001", "200002"],
} as const;

export const DEMO_ADMIN = {
  email: "fincas@example.com",
  /** Derived from the e-mail as part 1 §4 says: '@' → '-', then anything but letters,
   * digits, '-' and '_' removed. */
  username: "fincas-examplecom",
  firstName: "Fincas Luna",
  lastName: "Administración",
  /** 40 linked contracts 400001–400040 (30 electricity, 10 gas) of 6 comunidades. */
  firstContract: "400001",
} as const;

/** An administrator the retailer registered (no password yet) with 5 linked contracts of
 * the sixth comunidad, also managed by fincas@example.com: sign up as administrator with
 * this e-mail. */
export const PENDING_ADMIN = {
  email: "altas.fincas@example.com",
  username: "altasfincas-examplecom",
  firstName: "Altas Fincas",
  lastName: "Sol",
  /** The last 5 of the administrator's 40 contracts: 4 electricity, 1 gas. */
  linkedContracts: 5,
} as const;

/** A holder with contracts and no user: sign up with this NIF and phone. */
export const SIGNUP_HOLDER = {
  nif: "00000000T",
  phone: "600111222",
  name: "Javier Martín Ruiz",
  contracts: ["300001", "300002"],
} as const;

/** The banner `npm start` prints. */
export function demoAccountsText(): string {
  return [
    "Cuentas de demostración:",
    `  cliente          ${DEMO_CUSTOMER.username} / ${DEMO_PASSWORD}   (NIF ${DEMO_CUSTOMER.nif}, 12 contratos de luz y 3 de gas)`,
    `  cliente          ${DEMO2_CUSTOMER.username} / ${DEMO_PASSWORD}  (NIF ${DEMO2_CUSTOMER.nif}, 2 contratos de luz)`,
    `  administrador    ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}   (marcar 'Administrador de finca'; 40 contratos)`,
    `  alta de usuario  NIF ${SIGNUP_HOLDER.nif}, teléfono ${SIGNUP_HOLDER.phone} (titular con 2 contratos y sin usuario)`,
    `  alta de administrador  ${PENDING_ADMIN.email} (registrado por la comercializadora, sin contraseña; ${PENDING_ADMIN.linkedContracts} contratos)`,
  ].join("\n");
}
