import { textArea } from "../../textArea";

/**
 * Screen texts of 'Mi cuenta' › 'Cuenta bancaria' (BankAccount): the account each contract's
 * invoices are charged to, its change (which signs a SEPA Core direct debit mandate) and the
 * earlier accounts. The IBAN messages name the check that failed, as the server's do.
 */
export const bankAccountLabels = {
  heading: "Cuenta bancaria",
  intro: "La cuenta en la que cargamos las facturas de cada contrato (adeudo directo SEPA).",
  chooseContract: "Contrato",
  lines: { electricidad: "Electricidad", gas: "Gas" },
  loading: "Cargando la cuenta bancaria…",
  loadError: "No hemos podido cargar la cuenta bancaria. Inténtalo más tarde.",
  noContracts: "No tienes contratos.",
  current: "Cuenta actual",
  none: "Este contrato no tiene ninguna cuenta domiciliada.",
  iban: "IBAN",
  holder: "Titular de la cuenta",
  since: "Desde",
  until: "Hasta",
  reference: "Referencia de la orden de domiciliación",
  history: "Cuentas anteriores",
  change: "Cambiar la cuenta bancaria",
  download: "Descargar la orden de domiciliación (PDF)",
  downloadError: "No hemos podido descargar la orden de domiciliación. Inténtalo de nuevo.",
  form: {
    heading: "Nueva cuenta bancaria",
    iban: "IBAN",
    ibanHint: "24 caracteres que empiezan por ES, por ejemplo ES91 2100 0418 4502 0005 1332.",
    holderName: "Titular de la cuenta",
    password: "Contraseña",
    passwordHint: "Escribe tu contraseña para confirmar el cambio.",
    /** {{creditor}}: the retailer's legal name. */
    consent:
      "Al confirmar, autorizas a {{creditor}} a cargar en esta cuenta las facturas de este contrato mediante una orden de domiciliación de adeudo directo SEPA.",
    submit: "Confirmar el cambio",
    cancel: "Cancelar",
    holderRequired: "Introduce el nombre del titular de la cuenta.",
    passwordRequired: "Introduce tu contraseña para confirmar el cambio.",
    wrongPassword: "La contraseña no es correcta.",
    error: "No hemos podido cambiar la cuenta bancaria. Inténtalo de nuevo.",
  },
  ibanErrors: {
    empty: "Introduce el IBAN",
    characters: "El IBAN solo puede contener letras y números",
    country: "El IBAN debe empezar por el código de un país de la zona SEPA (ES en España)",
    /** {{count}} */
    length: "El IBAN debe tener {{count}} caracteres",
    format: "Tras ES, el IBAN solo puede contener números",
    checksum: "Los dígitos de control del IBAN no son correctos",
    spanishControl: "Los dígitos de control de la cuenta (DC) no son correctos",
  },
  success: {
    title: "Cuenta bancaria cambiada",
    /** {{iban}}: masked. */
    body: "Cargaremos en la cuenta {{iban}} a partir de la primera factura que se emita después del cambio; las ya emitidas se cargan en la cuenta anterior.",
    mail: "Te hemos enviado un correo con los detalles del cambio.",
  },
};

export const bankAccountArea = textArea("labels.bankAccount", bankAccountLabels);
