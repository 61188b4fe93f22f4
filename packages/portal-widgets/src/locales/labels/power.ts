/**
 * Screen texts of the insights of issue #20: 'Potencia óptima' (PowerAdvice) and the
 * consumption by tariff period on the telemetry and load-curve screens. `{{name}}` marks a
 * value filled in with formatMessage.
 */
export const powerLabels = {
  advice: {
    title: "Potencia óptima",
    intro: "Comparamos la potencia que tienes contratada con la máxima que has demandado en los últimos 12 meses.",
    loading: "Calculando la potencia óptima…",
    loadError: "No se ha podido calcular la potencia óptima. Inténtalo de nuevo más tarde.",
    gasOnly: "La potencia óptima sólo está disponible para suministros de electricidad. Este contrato es de gas.",
    noData: "Todavía no tenemos lecturas horarias de este suministro para calcular la potencia óptima.",
    /** {{from}}, {{to}} */
    range: "Lecturas horarias del {{from}} al {{to}}.",
    /** {{n}} */
    period: "P{{n}}",
    periodColumn: "Periodo",
    contracted: "Potencia contratada",
    maxDemand: "Máxima demandada",
    recommended: "Potencia recomendada",
    yearlyDifference: "Diferencia al año",
    total: "Total",
    /** {{amount}} */
    saving: "Con la potencia recomendada ahorrarías unos {{amount}} al año en el término de potencia.",
    /** {{amount}} */
    extraCost: "La potencia recomendada costaría unos {{amount}} más al año en el término de potencia, pero evitaría cortes.",
    noChange: "Tu potencia contratada ya es la recomendada.",
    /** {{value}} */
    kw: "{{value}} kW",
    noReadings: "Sin lecturas",
    /** {{periods}} */
    underPowered:
      "En {{periods}} has demandado más potencia de la contratada: el limitador (ICP) puede cortar el suministro. Te recomendamos subir la potencia.",
    /** {{periods}} */
    belowMax:
      "Atención: en {{periods}} la potencia recomendada es menor que la máxima demandada. Con ella el suministro podría cortarse; ninguna potencia de esta tarifa cubre ese máximo con margen.",
    methodTitle: "Cómo lo calculamos",
    /** {{margin}}, {{steps}}, {{validFrom}}, {{prices}} */
    method:
      "Para cada periodo de potencia tomamos la lectura horaria más alta de los últimos 12 meses y le sumamos un margen del {{margin}}: una lectura horaria es la media de esa hora, y los picos reales dentro de la hora (al encender a la vez el horno, la lavadora y la placa) son más altos, así que los datos horarios subestiman la potencia máxima. Recomendamos el escalón de potencia más bajo que cubre ese valor ({{steps}}) y calculamos la diferencia anual con los precios del término de potencia de tu contrato en vigor desde el {{validFrom}}, los mismos de tu factura ({{prices}}): (potencia recomendada − contratada) × €/kW y día × 365 días. Es una estimación: antes de cambiar la potencia, consulta el maxímetro de tus facturas.",
    stepsSinglePhase: "escalones normalizados monofásicos de 1,15 a 14,49 kW",
    /** One period's price in the method: {{n}}, {{price}} */
    periodPrice: "P{{n}}: {{price}} €/kW·día",
    stepsSixPeriods: "escalones redondos desde 15 kW, con P1 ≤ P2 ≤ … ≤ P6 y más de 15 kW en P6",
    chartTitle: "Potencia por mes",
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
  },
};

export const powerArea = labelArea("power", powerLabels);

import { labelArea } from "./areaHandle";
