/**
 * Screen texts of the money insights: each invoice's breakdown ('Desglose'), the
 * comparison with the previous invoice ('¿Por qué ha cambiado?') and this month's cost ('Tu
 * consumo este mes'). The quoted titles are the issue's; the rest are ours, in the informal
 * "tú" of the portal.
 */
export const insightsLabels = {
  common: {
    loading: "Cargando…",
    error: "No hemos podido calcular estos importes. Inténtalo más tarde.",
    close: "Cerrar",
    /** Periods named the way 2.0TD invoices name them. */
    punta: "punta",
    llano: "llano",
    valle: "valle",
  },
  breakdown: {
    /** The row action. */
    action: "Desglose",
    /** {{invoice}}: the row action's accessible name. */
    actionLabel: "Desglose de la factura {{invoice}}",
    /** {{invoice}} */
    title: "Desglose de la factura {{invoice}}",
    /** {{invoice}}: names the table's scroll box. */
    tableLabel: "Líneas de la factura {{invoice}}",
    /** {{days}}, {{from}}, {{until}}. Plural pairs (…One, …Other): choosePlural picks one by the count. */
    daysOne: "{{days}} día facturado, del {{from}} al {{until}}",
    /** {{days}}, {{from}}, {{until}} */
    daysOther: "{{days}} días facturados, del {{from}} al {{until}}",
    concept: "Concepto",
    detail: "Cálculo",
    amount: "Importe",
    /** {{period}} */
    energy: "Energía {{period}}",
    /** {{period}} */
    power: "Potencia {{period}}",
    compensation: "Compensación de excedentes",
    bonoSocial: "Financiación del bono social",
    electricityTax: "Impuesto eléctrico",
    meterRental: "Alquiler de contador",
    gasFixed: "Término fijo",
    gasVariable: "Término variable",
    hydrocarbonsTax: "Impuesto de hidrocarburos",
    /** A miscellaneous ('VA') invoice's charge. */
    other: "Otros conceptos",
    iva: "IVA",
    total: "Total",
    /** {{kwh}}, {{price}} */
    energyDetail: "{{kwh}} kWh × {{price}} €/kWh",
    /** {{kw}}, {{days}}, {{price}} */
    powerDetailOne: "{{kw}} kW × {{days}} día × {{price}} €/kW·día",
    /** {{kw}}, {{days}}, {{price}} */
    powerDetailOther: "{{kw}} kW × {{days}} días × {{price}} €/kW·día",
    /** {{kwh}}, {{price}} */
    surplusDetail: "{{kwh}} kWh vertidos × {{price}} €/kWh",
    /** {{rate}}, {{base}} */
    percentDetail: "{{rate}} % de {{base}}",
    /** {{days}}, {{price}} */
    perDayDetailOne: "{{days}} día × {{price}} €/día",
    /** {{days}}, {{price}} */
    perDayDetailOther: "{{days}} días × {{price}} €/día",
    legalMinimum: "mínimo legal por MWh",
    compensationCapped: "limitada al término de energía",
    noData: "Esta factura no tiene desglose disponible.",
  },
  comparison: {
    /** The row action. */
    action: "¿Por qué ha cambiado?",
    /** {{invoice}}: the row action's accessible name. */
    actionLabel: "¿Por qué ha cambiado la factura {{invoice}}?",
    title: "Comparación con la factura anterior",
    /** {{invoice}}: the dialog's description. */
    invoice: "Factura {{invoice}}",
    /** The switch. */
    sameMonthLastYear: "Mismo mes del año anterior",
    /** {{current}}, {{previous}}, {{difference}} */
    summaryUp: "Esta factura es de {{current}}: {{difference}} más que la otra ({{previous}}).",
    /** {{current}}, {{previous}}, {{difference}} */
    summaryDown: "Esta factura es de {{current}}: {{difference}} menos que la otra ({{previous}}).",
    /** {{current}} */
    summarySame: "Esta factura es de {{current}}, lo mismo que la otra.",
    /** {{invoice}}, {{from}}, {{until}} */
    previousInvoice: "Factura anterior: {{invoice}}, del {{from}} al {{until}}.",
    /** {{invoice}}, {{from}}, {{until}} */
    yearAgoInvoice: "Factura del año anterior: {{invoice}}, del {{from}} al {{until}}.",
    noPrevious: "No hay una factura anterior con la que comparar.",
    noPreviousYear: "No hay una factura del mismo mes del año anterior con la que comparar.",
    causesHeading: "Qué ha cambiado",
    chartHeading: "Gráfico de la diferencia",
    /** Waterfall bars. */
    chartPrevious: "Anterior",
    chartCurrent: "Actual",
    chartLabel: "Gráfico en cascada: de la factura anterior a la actual, causa a causa",
    chartLoading: "Cargando gráfico…",
    /** {{kwh}}, {{period}}, {{amount}} */
    consumptionMore: "Has consumido {{kwh}} kWh más en {{period}}: {{amount}}",
    /** {{kwh}}, {{period}}, {{amount}} */
    consumptionLess: "Has consumido {{kwh}} kWh menos en {{period}}: {{amount}}",
    /** {{kwh}}, {{amount}} */
    consumptionMoreTotal: "Has consumido {{kwh}} kWh más: {{amount}}",
    /** {{kwh}}, {{amount}} */
    consumptionLessTotal: "Has consumido {{kwh}} kWh menos: {{amount}}",
    /** {{days}}, {{amount}} */
    daysMoreOne: "Esta factura tiene {{days}} día más: {{amount}}",
    /** {{days}}, {{amount}} */
    daysMoreOther: "Esta factura tiene {{days}} días más: {{amount}}",
    /** {{days}}, {{amount}} */
    daysLessOne: "Esta factura tiene {{days}} día menos: {{amount}}",
    /** {{days}}, {{amount}} */
    daysLessOther: "Esta factura tiene {{days}} días menos: {{amount}}",
    /** {{period}}, {{amount}} */
    priceUp: "El precio de la energía en {{period}} ha subido: {{amount}}",
    /** {{period}}, {{amount}} */
    priceDown: "El precio de la energía en {{period}} ha bajado: {{amount}}",
    /** {{amount}} */
    pricesUp: "Los precios han subido: {{amount}}",
    /** {{amount}} */
    pricesDown: "Los precios han bajado: {{amount}}",
    /** {{kw}}, {{amount}} */
    powerMore: "Has contratado {{kw}} kW más de potencia: {{amount}}",
    /** {{kw}}, {{amount}} */
    powerLess: "Has contratado {{kw}} kW menos de potencia: {{amount}}",
    /** {{amount}} */
    power: "El término de potencia ha cambiado: {{amount}}",
    /** {{amount}} */
    compensation: "La compensación de excedentes ha cambiado: {{amount}}",
    /** {{amount}} */
    taxes: "Los impuestos (impuesto eléctrico, de hidrocarburos e IVA) han cambiado: {{amount}}",
    /** {{amount}} */
    distribution: "Has repartido tu consumo de otra forma entre los periodos: {{amount}}",
    /** {{amount}}: the same habits, hours in another period (season, weekends, holidays). */
    calendar: "El calendario ha pasado horas de un periodo a otro (cambio de temporada, fines de semana o festivos): {{amount}}",
    /** {{amount}}: any other line of the invoice (e.g. a financing charge). */
    otherCharges: "Otros cargos de la factura han cambiado: {{amount}}",

    /** Short names of the causes, for the chart's bars. */
    short: {
      days: "Días",
      /** {{period}} */
      consumption: "Consumo {{period}}",
      consumptionTotal: "Consumo",
      /** {{period}} */
      price: "Precio {{period}}",
      prices: "Precios",
      power: "Potencia",
      compensation: "Excedentes",
      taxes: "Impuestos",
      distribution: "Reparto",
      calendar: "Calendario",
      otherCharges: "Otros cargos",
    },
  },
  month: {
    heading: "Tu consumo este mes",
    spent: "Llevas gastado",
    /** {{kwh}}, {{date}} */
    spentDetail: "{{kwh}} kWh hasta el {{date}}",
    /** {{from}} */
    since: "Desde el {{from}}, con tu curva horaria y los precios de tu contrato.",
    forecast: "Previsión de la factura",
    /** {{low}}, {{high}} */
    range: "Entre {{low}} y {{high}}",
    /** {{percent}}: how far the estimated part may be off, either way. */
    margin: "El margen supone un consumo estimado un {{percent}} % mayor o menor.",
    /** {{until}} */
    forecastUntil: "Para el periodo que cierra el {{until}}.",
    /** {{amount}}, {{from}}, {{until}} */
    lastYear: "Mismo periodo del año pasado: {{amount}} ({{from}} – {{until}}).",
    /** {{percent}} */
    lastYearMore: "La previsión está un {{percent}} % por encima.",
    /** {{percent}} */
    lastYearLess: "La previsión está un {{percent}} % por debajo.",
    lastYearNone: "No tenemos datos del mismo periodo del año pasado.",
    /** One line per forecast method (the contract's PROJECTION_METHODS). */
    methods: {
      yearAgoCurve:
        "Calculada con las horas que ya hemos medido y, para el resto, tu curva horaria de las mismas semanas del año pasado (consumo y excedentes), con los periodos de cada día.",
      dailyAverageSoFar:
        "Calculada con las horas que ya hemos medido y, para el resto, tu consumo medio de cada hora en este periodo (laborables y festivos por separado), con los periodos de cada día.",
      seasonalFit: "Calculada con tu consumo de los dos últimos años según el frío de cada época del año.",
      yearAgoShape:
        "Calculada con las horas que ya hemos medido y, para el resto, tu consumo diario del mismo periodo del año pasado, con los periodos de cada día.",
      yearAgoMonth: "Calculada con tu consumo diario del mismo periodo del año pasado.",
      previousInvoicesDailyAverage: "Calculada con el consumo medio diario de tus últimas facturas.",
    },
    noReadings: "Tu contador no envía lecturas horarias: te mostramos solo la previsión.",
    /** Hourly readings, but no complete day of this period yet. */
    noCompleteDay: "Aún no tenemos un día completo de lecturas de este periodo: la previsión ya cuenta las horas medidas.",
    /** {{amount}} */
    alertExceeded: "La previsión supera tu aviso de {{amount}}.",
    /** {{amount}}: the forecast is above it, its lower end is not. */
    alertMaybe: "La previsión podría superar tu aviso de {{amount}}: te escribiremos si lo supera incluso en su estimación más baja.",
    /** {{date}} */
    alertNotified: "Te enviamos el correo de aviso el {{date}}.",
    chooseContract: "Contrato que quieres ver",
    /** The line in each contract's option ('1234 · Electricidad · ES00…'). */
    lines: { electricidad: "Electricidad", gas: "Gas" },
    unavailable: "Aún no podemos calcular el consumo de este contrato.",
    noContracts: "No tienes contratos con los que calcular el consumo de este mes.",
    alertLink: "Avisarme si supero un importe",
    /** {{amount}} */
    alertActive: "Te avisaremos si la previsión supera {{amount}}.",
  },
  threshold: {
    title: "Avisarme si supero un importe",
    description: "Te enviaremos un único correo electrónico cuando la previsión de la factura supere este importe.",
    amount: "Importe (€)",
    hint: "Por ejemplo: 60,00",
    save: "Guardar aviso",
    remove: "Quitar aviso",
    cancel: "Cancelar",
    /** {{amount}} */
    saved: "Aviso guardado: te escribiremos si la previsión supera {{amount}}.",
    removed: "Aviso quitado.",
    required: "El campo Importe es obligatorio.",
    invalid: "El campo Importe debe ser un número en euros, con la coma (,) como separador de decimal; por ejemplo 60,00.",
    /** {{min}}, {{max}} */
    range: "El importe debe estar entre {{min}} y {{max}}.",
    saveError: "No hemos podido guardar el aviso. Inténtalo de nuevo.",
  },
};

export const insightsArea = textArea("labels.insights", insightsLabels);

import { textArea } from "../../textArea";
