import { textArea } from "../../textArea";

/**
 * What is owed: each invoice's 'Estado' and 'Fecha de vencimiento' (invoice rows, cards and
 * the breakdown), and 'Importe pendiente' on the home and in the CMS element, with how to
 * pay: a transfer to the retailer's account with the invoice number as the reference, or the
 * retailer's payment page when it has one ('Pagar').
 */
export const paymentLabels = {
  stateColumn: "Estado",
  dueDateColumn: "Fecha de vencimiento",
  /** By the wire's state (api-contract PAYMENT_STATES). */
  states: { Pagada: "Pagada", Pendiente: "Pendiente", Devuelta: "Devuelta", Vencida: "Vencida" },
  owed: {
    heading: "Importe pendiente",
    loading: "Consultando si tienes facturas pendientes…",
    loadError: "No hemos podido consultar tus facturas pendientes. Inténtalo más tarde.",
    nothing: "No tienes ningún importe pendiente. Todas tus facturas están pagadas.",
    /** {{count}} */
    made: "Facturas sin pagar: {{count}}",
    invoice: "Factura",
    amount: "Importe",
    /** {{invoice}} */
    invoiceLabel: "Factura {{invoice}}",
    howToPay: "Cómo pagar",
    /** {{holder}}: the retailer's legal name. */
    transfer: "Haz una transferencia a {{holder}} a esta cuenta:",
    iban: "IBAN",
    bank: "Banco",
    reference: "Concepto (escribe el número de la factura)",
    pay: "Pagar",
    /** {{invoice}}, {{amount}} */
    payLabel: "Pagar la factura {{invoice}} ({{amount}}) en la página de pago",
    payNote: "Pagarás en la página de pago segura de la comercializadora: tus datos de tarjeta no pasan por esta oficina virtual.",
    pending:
      "Si la tienes domiciliada, la cargaremos en tu cuenta en la fecha de vencimiento; si no, págala por transferencia antes de esa fecha.",
    returned:
      "Tu banco ha devuelto el recibo de esta factura. Págala por transferencia con los datos de abajo. Si la cuenta ha cambiado, actualízala en Mi cuenta › Cuenta bancaria para los próximos recibos.",
    overdue: "Esta factura ha vencido sin pagarse. Págala cuanto antes por transferencia con los datos de abajo.",
  },
};

export const paymentArea = textArea("labels.payment", paymentLabels);
