import { type Formatters, formattersFor } from "../../domain/format";
import type { LocaleId } from "../../locales/available";
import type { Messages } from "../../locales/es-ES";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { choosePlural, formatMessage } from "../../locales/format";
import { textsOf } from "../../locales/texts";
import { formatInstant } from "./timeAxis";
import type { TimePoint, TimeSeriesDef } from "./types";

/**
 * The chart's text alternative: how many readings, over which dates, and each series'
 * maximum (with when) and mean. Computed from the full data in one pass, without recharts.
 */
export function chartSummary(
  points: readonly TimePoint[],
  series: readonly TimeSeriesDef[],
  unit: string,
  messages: Messages,
  format: Formatters = formattersFor("es-ES"),
  locale: LocaleId = "es-ES",
): string[] {
  const texts = textsOf(messages, telemetryArea).chart;
  if (points.length === 0) return [];
  const lines = [
    formatMessage(choosePlural(locale, points.length, texts.summaryOne, texts.summaryOther), {
      count: String(points.length).replace(/\B(?=(\d{3})+(?!\d))/g, "."),
      from: formatInstant(points[0]!.t, texts.secondPass),
      to: formatInstant(points[points.length - 1]!.t, texts.secondPass),
    }),
  ];
  for (const s of series) {
    let max = -Infinity;
    let at = points[0]!.t;
    let sum = 0;
    for (const p of points) {
      const value = p[s.key] ?? 0;
      sum += value;
      if (value > max) {
        max = value;
        at = p.t;
      }
    }
    lines.push(
      formatMessage(texts.seriesSummary, {
        series: s.name,
        max: format.number(max),
        at: formatInstant(at, texts.secondPass),
        avg: format.number(sum / points.length),
        unit,
      }),
    );
  }
  return lines;
}
