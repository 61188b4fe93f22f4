// Synthetic meter readings for stories, tests and the chart benchmark (no test-only imports,
// so the benchmark page can bundle it); not exported from the library.

const pad = (n: number) => String(n).padStart(2, "0");
const dmy = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;

/** A plausible household profile: a morning and an evening peak, a seasonal swing and some noise. */
export function syntheticReading(i: number, stepMinutes = 60): { active: number; other: number } {
  const hours = (i * stepMinutes) / 60;
  const hourOfDay = hours % 24;
  const day = Math.floor(hours / 24);
  const daily = 0.25 + 0.9 * Math.exp(-((hourOfDay - 8.5) ** 2) / 3) + 1.6 * Math.exp(-((hourOfDay - 21) ** 2) / 4);
  const seasonal = 1 + 0.35 * Math.cos((2 * Math.PI * day) / 365);
  const noise = ((Math.sin(i * 12.9898) * 43758.5453) % 1) * 0.15;
  const active = Math.max(0.05, daily * seasonal + noise);
  return { active: Math.round(active * 1000) / 1000, other: Math.round(active * 0.18 * 1000) / 1000 };
}

/** Telemetry.select rows every `stepMinutes` (hourly by default) for the days [from, to], local time. */
export function telemetryRows(from: Date, to: Date, stepMinutes = 60) {
  const rows: Array<{ dateRecord: string; activeEnergy: number; reactiveEnergy: number }> = [];
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime();
  let i = 0;
  for (let t = new Date(from.getFullYear(), from.getMonth(), from.getDate()).getTime(); t < end; t += stepMinutes * 60_000, i += 1) {
    const d = new Date(t);
    const { active, other } = syntheticReading(i, stepMinutes);
    rows.push({ dateRecord: `${dmy(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`, activeEnergy: active, reactiveEnergy: other });
  }
  return rows;
}

/** Curvas.select rows (date plus hour 1–24) for the days [from, to]. */
export function loadCurveRows(from: Date, to: Date) {
  return telemetryRows(from, to).map((row, i) => ({
    dateRecord: row.dateRecord.slice(0, 10),
    hourRecord: String(Number(row.dateRecord.slice(11, 13)) + 1),
    activeEnergy: row.activeEnergy,
    pasiveEnergy: i % 24 > 10 && i % 24 < 16 ? Math.round(row.activeEnergy * 600) / 1000 : 0,
  }));
}
