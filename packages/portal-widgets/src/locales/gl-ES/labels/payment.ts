import type { CompleteMessages } from "../../messages";

export const paymentLabels = {
  stateColumn: "Estado",
  dueDateColumn: "Data de vencemento",
  states: { Pagada: "Pagada", Pendiente: "Pendente", Devuelta: "Devolta", Vencida: "Vencida" },
  owed: {
    heading: "Importe pendente",
    loading: "Consultando se tes facturas pendentes…",
    loadError: "Non puidemos consultar as túas facturas pendentes. Téntao máis tarde.",
    nothing: "Non tes ningún importe pendente. Todas as túas facturas están pagadas.",
    made: "Facturas sen pagar: {{count}}",
    invoice: "Factura",
    amount: "Importe",
    invoiceLabel: "Factura {{invoice}}",
    howToPay: "Como pagar",
    transfer: "Fai unha transferencia a {{holder}} a esta conta:",
    iban: "IBAN",
    bank: "Banco",
    reference: "Concepto (escribe o número da factura)",
    pay: "Pagar",
    payLabel: "Paga a factura {{invoice}} ({{amount}}) na páxina de pagamento",
    payNote: "Pagarás na páxina de pagamento segura da comercializadora: os datos da túa tarxeta non pasan por esta oficina virtual.",
    pending: "Se a tes domiciliada, cargarémola na túa conta na data de vencemento; se non, págaa por transferencia antes desa data.",
    returned:
      "O teu banco devolveu o recibo desta factura. Págaa por transferencia cos datos de abaixo. Se a conta cambiou, actualízaa en A miña conta › Conta bancaria para os próximos recibos.",
    overdue: "Esta factura venceu sen pagarse. Págaa canto antes por transferencia cos datos de abaixo.",
  },
} satisfies CompleteMessages["labels"]["payment"];
