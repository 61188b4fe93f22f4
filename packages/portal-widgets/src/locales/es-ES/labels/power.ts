/**
 * Screen texts of the insights: 'Potencia óptima' (PowerAdvice) and the
 * consumption by tariff period on the telemetry and load-curve screens. `{{name}}` marks a
 * value filled in with formatMessage.
 */
export const powerLabels = {
  advice: {
    title: "Potencia óptima",
    intro:
      "Comparamos la potencia que tienes contratada con la máxima que has demandado en los últimos 12 meses: el maxímetro de tus facturas y tus lecturas horarias.",
    loading: "Calculando la potencia óptima…",
    loadError: "No se ha podido calcular la potencia óptima. Inténtalo de nuevo más tarde.",
    gasOnly: "La potencia óptima sólo está disponible para suministros de electricidad. Este contrato es de gas.",
    noData: "Todavía no tenemos lecturas horarias ni facturas con maxímetro de este suministro para calcular la potencia óptima.",
    /** {{from}}, {{to}} */
    range: "Facturas y lecturas horarias del {{from}} al {{to}}.",
    /** {{n}} */
    period: "P{{n}}",
    periodColumn: "Periodo",
    contracted: "Potencia contratada",
    required: "Potencia a cubrir",
    recommended: "Potencia recomendada",
    yearlyDifference: "Diferencia al año",
    total: "Total",
    sourcesTitle: "De dónde sale cada potencia a cubrir",
    /** One period's line under the table: {{period}} ('P1'), {{value}} ('3,92 kW'), {{source}} */
    sourceItem: "{{period}}: {{value}}, {{source}}.",
    /** The invoice whose maxímetro set it. {{month}}: 'julio de 2026' */
    sourceMaximeter: "según el maxímetro de tu factura de {{month}}",
    /** The hourly reading that set it. {{month}}, {{value}} (kW), {{margin}} */
    sourceHourly: "según tu lectura horaria más alta, de {{month}} ({{value}}), más un margen del {{margin}}",
    /** {{amount}} */
    saving: "Con la potencia recomendada ahorrarías unos {{amount}} al año en el término de potencia.",
    /** {{amount}} */
    extraCost: "La potencia recomendada costaría unos {{amount}} más al año en el término de potencia, pero evitaría cortes.",
    /** 3.0TD and 6.xTD, which pay excesses instead of being cut. {{amount}} */
    extraCostSixPeriods:
      "La potencia recomendada costaría unos {{amount}} más al año en el término de potencia, pero evitaría los excesos de potencia.",
    noChange: "Tu potencia contratada ya es la recomendada.",
    /** {{value}} */
    kw: "{{value}} kW",
    noReadings: "Sin lecturas",
    /** {{periods}} */
    underPowered:
      "En {{periods}} has demandado más potencia de la contratada: el limitador (ICP) puede cortar el suministro. Te recomendamos subir la potencia.",
    /** 3.0TD and 6.xTD have no ICP. {{periods}} */
    underPoweredSixPeriods:
      "En {{periods}} has demandado más potencia de la contratada: tu tarifa no corta el suministro, pero esas facturas pagan excesos de potencia. Te recomendamos subir la potencia.",
    /** {{periods}} */
    belowMax:
      "Atención: en {{periods}} la potencia recomendada es menor que la máxima demandada. Con ella el suministro podría cortarse; ninguna potencia de esta tarifa cubre ese máximo con margen.",
    methodTitle: "Cómo lo calculamos",
    /** {{margin}}, {{steps}}, {{validFrom}}, {{prices}} */
    method:
      "Para cada periodo de potencia tomamos el valor más alto de los últimos 12 meses entre el maxímetro de tus facturas (la potencia media más alta de un cuarto de hora que registró tu contador) y tu lectura horaria más alta más un margen del {{margin}}: una lectura horaria es la media de esa hora, y los picos reales dentro de la hora (al encender a la vez el horno, la lavadora y la placa) son más altos, así que los datos horarios subestiman la potencia máxima. Recomendamos el escalón de potencia más bajo que cubre ese valor ({{steps}}), nunca por debajo del maxímetro de una factura, y calculamos la diferencia anual con los precios del término de potencia de tu contrato en vigor desde el {{validFrom}}, los mismos de tu factura ({{prices}}): (potencia recomendada − contratada) × €/kW y día × 365 días. Es una estimación.",
    stepsSinglePhase: "escalones normalizados monofásicos de 1,15 a 14,49 kW",
    /** One period's price in the method: {{n}}, {{price}} */
    periodPrice: "P{{n}}: {{price}} €/kW·día",
    stepsSixPeriods: "escalones redondos desde 15 kW, con P1 ≤ P2 ≤ … ≤ P6 y más de 15 kW en P6",
    excessTitle: "Excesos de potencia",
    /** 3.0TD up to 50 kW. {{tep}}: €/kW */
    excessMaximeter:
      "Tu tarifa no corta el suministro cuando superas la potencia contratada: si el maxímetro de una factura la supera en un periodo, esa factura suma el término de excesos de potencia, 2 × (maxímetro − potencia contratada) × {{tep}} €/kW × días de la factura / 30 (Circular 3/2020 de la CNMC, suministros de hasta 50 kW).",
    /** {{amount}}, {{periods}}: 'P1: 14,52 €; P2: 3,00 €' */
    excessCurrent: "Con tus potencias actuales, los excesos de potencia de las facturas de estos 12 meses suman {{amount}} ({{periods}}).",
    excessNone: "Con tus potencias actuales, ninguna factura de estos 12 meses tiene excesos de potencia.",
    /** {{amount}} */
    excessRecommended: "Con la potencia recomendada habrían sido {{amount}}.",
    /** One period's excess: {{n}}, {{amount}} */
    periodAmount: "P{{n}}: {{amount}}",
    /** Above 50 kW. */
    excessQuarterHourly:
      "Tu tarifa no corta el suministro cuando superas la potencia contratada: por encima de 50 kW cada cuarto de hora que supera la potencia contratada se factura como exceso de potencia (Kp × tep × √Σ (exceso de cada cuarto de hora)², Circular 3/2020 de la CNMC). No tenemos tus lecturas cuartohorarias, así que no lo estimamos; la potencia recomendada cubre el maxímetro de tus facturas.",
    chartTitle: "Potencia por mes",
    hourlyMax: "Máxima horaria",
    maximeter: "Maxímetro",
    /** {{n}} */
    chartPeriod: "Periodo P{{n}}",
    chartLoading: "Cargando la gráfica…",
    back: "Volver",
    telemetryLink: "Ver consumos por periodo",
    /** {{value}} */
    tooltipKw: "{{value}} kW",
  },
  periods: {
    viewsLabel: "Vista de la gráfica",
    hours: "Por horas",
    days: "Por días",
    months: "Por meses",
    breakdown: "Reparto por periodos",
    comparePrevious: "Comparar con el año anterior",
    previousYear: "Año anterior",
    previousLoading: "Cargando el año anterior…",
    previousEmpty: "No hay lecturas del año anterior para estas fechas.",
    /** {{n}} */
    period: "P{{n}}",
    periodNames20: "P1 punta · P2 llano · P3 valle",
    periodNames30: "P1 a P6 según temporada y hora; P6 noches, fines de semana y festivos nacionales",
    periodColumn: "Periodo",
    dateColumn: "Fecha",
    kwh: "kWh",
    share: "%",
    total: "Total",
    /** {{total}} */
    totalNote: "Total del intervalo: {{total}} kWh.",
    barsTitleDays: "Consumo por días (kWh)",
    barsTitleMonths: "Consumo por meses (kWh)",
    chartLoading: "Cargando la gráfica…",
    powerLink: "Potencia",
    periodLegend: "Colores por periodo tarifario",
    /** A month with readings of only some of its days, under its bar. {{month}}: 'nov 26', {{days}} */
    partialMonthOne: "{{month}} ({{days}} día)",
    partialMonthOther: "{{month}} ({{days}} días)",
    partialMonthNote: "Mes incompleto: entre paréntesis, los días con lecturas de ese mes.",
  },
};

export const powerArea = textArea("labels.power", powerLabels);

import { textArea } from "../../textArea";
