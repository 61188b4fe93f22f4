/**
 * The access tariffs' time periods (CNMC Circular 3/2020, in force since 1 June 2021), shared
 * by the API (pricing invoices, projections, the power advice) and the widgets (colouring
 * the curve by period). Peninsular calendar only: the demo data is peninsular.
 *
 * 2.0TD: energy P1 punta (10–14, 18–22), P2 llano (8–10, 14–18, 22–24), P3 valle (0–8) on
 * working days; power P1 8–24, P2 0–8. 3.0TD and 6.xTD: six periods by season (alta,
 * media-alta, media, baja) and hour; P6 at night. Saturdays, Sundays and the national,
 * fixed-date, non-substitutable holidays are the cheapest period all day (P3 / power P2 for
 * 2.0TD, P6 for the rest). Checked against a retailer's published tables (Respira Energía,
 * "Periodos de discriminación horaria") and CNMC Circular 3/2020. Hours are Madrid wall-clock
 * hours (madridClock.ts).
 */

import { type MadridTime, madridTime } from "./madridClock";

/** 1 to 6. */
export type TariffPeriod = 1 | 2 | 3 | 4 | 5 | 6;

/** 1 Jan, 6 Jan, 1 May, 15 Aug, 12 Oct, 1 Nov, 6 Dec, 8 Dec, 25 Dec ("mm-dd"). */
export const NATIONAL_HOLIDAYS = ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"] as const;

/** The six-period tariffs (3.0TD and the high-voltage 6.xTD); gas tariffs and 2.0TD are not. */
export function isSixPeriodTariff(tariff: string): boolean {
  return /^(3\.0|6\.[1-4])TD/i.test(tariff.replace(/\s+/g, ""));
}

/** Electricity tariffs have periods; gas (RL.n) and unknown codes do not. */
export function isElectricityTariff(tariff: string): boolean {
  return /^(2\.0|3\.0|6\.[1-4])TD/i.test(tariff.replace(/\s+/g, ""));
}

/** Number of energy periods: 3 for 2.0TD, 6 for 3.0TD/6.xTD, 1 for gas. */
export function energyPeriodCount(tariff: string): 1 | 3 | 6 {
  if (!isElectricityTariff(tariff)) return 1;
  return isSixPeriodTariff(tariff) ? 6 : 3;
}

/** Number of power periods: 2 for 2.0TD, 6 for 3.0TD/6.xTD, 0 for gas. */
export function powerPeriodCount(tariff: string): 0 | 2 | 6 {
  if (!isElectricityTariff(tariff)) return 0;
  return isSixPeriodTariff(tariff) ? 6 : 2;
}

/** National fixed-date holiday (by the local date yyyy-mm-dd). */
export function isNationalHoliday(date: string): boolean {
  return (NATIONAL_HOLIDAYS as readonly string[]).includes(date.slice(5, 10));
}

/** Weekend or national holiday: the whole day is the cheapest period. */
export function isOffPeakDay(local: Pick<MadridTime, "date" | "weekday">): boolean {
  return local.weekday >= 6 || isNationalHoliday(local.date);
}

export type Season = "alta" | "media-alta" | "media" | "baja";

// biome-ignore format: one row per month reads as the circular's table
const SEASON_BY_MONTH: readonly Season[] = [
  "alta", "alta", "media-alta", "baja", "baja", "media", "alta", "media", "media", "baja", "media-alta", "alta",
];

/** The 3.0TD/6.xTD season of a month (1–12), peninsula. */
export function seasonOf(month: number): Season {
  return SEASON_BY_MONTH[(month - 1) % 12] as Season;
}

const SEASON_OFFSET: Record<Season, number> = { alta: 0, "media-alta": 1, media: 2, baja: 3 };

/** 2.0TD energy period of a local working-day hour. */
function energyPeriod20(hour: number): TariffPeriod {
  if (hour < 8) return 3;
  if ((hour >= 10 && hour < 14) || (hour >= 18 && hour < 22)) return 1;
  return 2;
}

/** 3.0TD/6.xTD period (energy and power share the calendar) of a local working-day hour. */
function period30(hour: number, month: number): TariffPeriod {
  if (hour < 8) return 6;
  const peak = (hour >= 9 && hour < 14) || (hour >= 18 && hour < 22);
  return ((peak ? 1 : 2) + SEASON_OFFSET[seasonOf(month)]) as TariffPeriod;
}

/**
 * Energy period of the hour that starts at `instant` for the tariff; gas and unknown
 * tariffs answer 1 (a single period).
 */
export function energyPeriodAt(tariff: string, instant: Date | number): TariffPeriod {
  const count = energyPeriodCount(tariff);
  if (count === 1) return 1;
  const local = madridTime(instant);
  if (count === 3) return isOffPeakDay(local) ? 3 : energyPeriod20(local.hour);
  return isOffPeakDay(local) ? 6 : period30(local.hour, local.month);
}

/** Power period of the hour that starts at `instant`; gas answers 1. */
export function powerPeriodAt(tariff: string, instant: Date | number): TariffPeriod {
  const count = powerPeriodCount(tariff);
  if (count === 0) return 1;
  const local = madridTime(instant);
  if (count === 2) return isOffPeakDay(local) || local.hour < 8 ? 2 : 1;
  return isOffPeakDay(local) ? 6 : period30(local.hour, local.month);
}
