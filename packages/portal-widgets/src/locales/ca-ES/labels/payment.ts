import type { CompleteMessages } from "../../messages";

export const paymentLabels = {
  stateColumn: "Estat",
  dueDateColumn: "Data de venciment",
  states: { Pagada: "Pagada", Pendiente: "Pendent", Devuelta: "Retornada", Vencida: "Vençuda" },
  owed: {
    heading: "Import pendent",
    loading: "S'està consultant si tens factures pendents…",
    loadError: "No hem pogut consultar les teves factures pendents. Torna-ho a provar més tard.",
    nothing: "No tens cap import pendent. Totes les teves factures estan pagades.",
    made: "Factures sense pagar: {{count}}",
    invoice: "Factura",
    amount: "Import",
    invoiceLabel: "Factura {{invoice}}",
    howToPay: "Com pagar",
    transfer: "Fes una transferència a {{holder}} en aquest compte:",
    iban: "IBAN",
    bank: "Banc",
    reference: "Concepte (escriu el número de la factura)",
    pay: "Pagar",
    payLabel: "Paga la factura {{invoice}} ({{amount}}) a la pàgina de pagament",
    payNote:
      "Pagaràs a la pàgina de pagament segura de la comercialitzadora: les dades de la teva targeta no passen per aquesta oficina virtual.",
    pending:
      "Si la tens domiciliada, la carregarem al teu compte en la data de venciment; si no, paga-la per transferència abans d'aquesta data.",
    returned:
      "El teu banc ha retornat el rebut d'aquesta factura. Paga-la per transferència amb les dades de sota. Si el compte ha canviat, actualitza'l a El meu compte › Compte bancari per als propers rebuts.",
    overdue: "Aquesta factura ha vençut sense pagar-se. Paga-la com més aviat millor per transferència amb les dades de sota.",
  },
} satisfies CompleteMessages["labels"]["payment"];
