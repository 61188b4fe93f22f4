import { formattersFor } from "../../domain/format";
import { esES } from "../../locales/es-ES";
import { loadMessages } from "../../locales/load";
import { chartSummary } from "./summary";
import { formatInstant } from "./timeAxis";

// Madrid midnight of 1 January 2026: the chart reads the supply's clock, not the browser's.
const START = Date.parse("2025-12-31T23:00:00Z");
const hours = (count: number) => Array.from({ length: count }, (_, i) => ({ t: START + i * 3_600_000, a: 1 }));
const series = [{ key: "a", name: "Energía Activa", color: "red" }];
const at = (i: number) => formatInstant(START + i * 3_600_000, "{{time}} (2ª)");

describe("chartSummary's count of readings", () => {
  it("es-ES: 1 lectura, 2 lecturas", () => {
    expect(chartSummary(hours(1), series, "kW", esES)[0]).toBe(`1 lectura desde ${at(0)} hasta ${at(0)}.`);
    expect(chartSummary(hours(2), series, "kW", esES)[0]).toBe(`2 lecturas desde ${at(0)} hasta ${at(1)}.`);
  });

  it("eu-ES puts 1 after the noun ('irakurketa 1'), and en says '1 reading'", async () => {
    const eu = await loadMessages("eu-ES");
    expect(chartSummary(hours(1), series, "kW", eu, formattersFor("eu-ES"), "eu-ES")[0]).toBe(`irakurketa 1, ${at(0)} - ${at(0)}.`);
    expect(chartSummary(hours(2), series, "kW", eu, formattersFor("eu-ES"), "eu-ES")[0]).toBe(`2 irakurketa, ${at(0)} - ${at(1)}.`);
    const en = await loadMessages("en");
    expect(chartSummary(hours(1), series, "kW", en, formattersFor("en"), "en")[0]).toBe(`1 reading from ${at(0)} to ${at(0)}.`);
  });
});
