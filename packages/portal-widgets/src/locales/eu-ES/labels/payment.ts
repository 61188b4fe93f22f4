import type { CompleteMessages } from "../../messages";

export const paymentLabels = {
  stateColumn: "Egoera",
  dueDateColumn: "Epemuga",
  states: { Pagada: "Ordainduta", Pendiente: "Ordaintzeke", Devuelta: "Itzulita", Vencida: "Epez kanpo" },
  owed: {
    heading: "Ordaintzeke dagoen zenbatekoa",
    loading: "Ordaintzeke dauden fakturak kontsultatzen…",
    loadError: "Ezin izan ditugu kontsultatu ordaintzeke dituzun fakturak. Saiatu berriro geroago.",
    nothing: "Ez duzu ezer ordaintzeke. Faktura guztiak ordainduta daude.",
    made: "Ordaindu gabeko fakturak: {{count}}",
    invoice: "Faktura",
    amount: "Zenbatekoa",
    invoiceLabel: "{{invoice}} faktura",
    howToPay: "Nola ordaindu",
    transfer: "Egin transferentzia bat {{holder}} enpresari, kontu honetara:",
    iban: "IBAN",
    bank: "Bankua",
    reference: "Kontzeptua (idatzi fakturaren zenbakia)",
    pay: "Ordaindu",
    payLabel: "Ordaindu {{invoice}} faktura ({{amount}}) ordainketa-orrian",
    payNote:
      "Merkaturatzailearen ordainketa-orri seguruan ordainduko duzu: zure txartelaren datuak ez dira bulego birtual honetatik igarotzen.",
    pending: "Helbideratuta baduzu, epemugan kobratuko dizugu zure kontuan; bestela, ordaindu transferentzia bidez data hori baino lehen.",
    returned:
      "Zure bankuak faktura honen ordainagiria itzuli du. Ordaindu transferentzia bidez beheko datuekin. Kontua aldatu bada, egunera ezazu Nire kontua › Banku-kontua atalean hurrengo ordainagirietarako.",
    overdue: "Faktura honen epemuga igaro da eta ordaindu gabe dago. Ordaindu lehenbailehen transferentzia bidez beheko datuekin.",
  },
} satisfies CompleteMessages["labels"]["payment"];
