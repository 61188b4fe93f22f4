import type { CompleteMessages } from "../../messages";

export const paymentLabels = {
  stateColumn: "Status",
  dueDateColumn: "Due date",
  states: { Pagada: "Paid", Pendiente: "Pending", Devuelta: "Returned", Vencida: "Overdue" },
  owed: {
    heading: "Amount outstanding",
    loading: "Checking whether you have unpaid invoices…",
    loadError: "We could not check your unpaid invoices. Please try again later.",
    nothing: "You have nothing outstanding. All your invoices are paid.",
    made: "Unpaid invoices: {{count}}",
    invoice: "Invoice",
    amount: "Amount",
    invoiceLabel: "Invoice {{invoice}}",
    howToPay: "How to pay",
    transfer: "Make a bank transfer to {{holder}}, to this account:",
    iban: "IBAN",
    bank: "Bank",
    reference: "Reference (write the invoice number)",
    pay: "Pay",
    payLabel: "Pay invoice {{invoice}} ({{amount}}) on the payment page",
    payNote: "You will pay on the retailer's secure payment page: your card details never pass through this portal.",
    pending:
      "If it is paid by direct debit, we will charge your account on the due date; if not, pay it by bank transfer before that date.",
    returned:
      "Your bank returned the direct debit for this invoice. Pay it by bank transfer with the details below. If your account has changed, update it in My account › Bank account for the next direct debits.",
    overdue: "This invoice is past its due date and unpaid. Please pay it as soon as possible by bank transfer with the details below.",
  },
} satisfies CompleteMessages["labels"]["payment"];
