import { powerPeriodAt } from "@oficina-virtual/api-contract";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { contracts, hourlyReadings, invoices } from "../db/schema";
import { seedDemo } from "./demo";
import type { InvoiceDraft } from "./invoices";
import { quarterHourPeakFactor, withMaximeters } from "./maximeter";

describe("quarterHourPeakFactor", () => {
  it("is at least 1 and below 4 (four quarter-hours average to the hour), flatter for a business", () => {
    const homes: number[] = [];
    const businesses: number[] = [];
    for (let hour = 490_000; hour < 492_000; hour += 1) {
      homes.push(quarterHourPeakFactor(17, hour, false));
      businesses.push(quarterHourPeakFactor(17, hour, true));
    }
    expect(Math.min(...homes)).toBeGreaterThanOrEqual(1.3);
    expect(Math.max(...homes)).toBeLessThan(3.01);
    expect(Math.min(...businesses)).toBeGreaterThanOrEqual(1.05);
    expect(Math.max(...businesses)).toBeLessThan(1.51);
  });
});

describe("withMaximeters", () => {
  const draft = (readingFrom: string, contractId = 1): InvoiceDraft =>
    ({ contractId, codAbonado: "1", readingFrom, categoria: "EN" }) as InvoiceDraft;
  const contract = { id: 1, codAbonado: "1", tariff: "2.0TD", powers: [4.6, 4.6, 0, 0, 0, 0] };

  it("takes a whole month's measured peaks and synthesises the others below the highest peak seen", () => {
    const drafts = [draft("2026-01-01"), draft("2026-02-01"), draft("2025-06-01")];
    const peaks = new Map([
      [
        1,
        new Map([
          ["2026-01-01", [2.5, 2.0, null, null, null, null]],
          ["2026-02-01", [3.1, 2.2, null, null, null, null]],
        ]),
      ],
    ]);
    withMaximeters(drafts, [contract], peaks, "2026-02-01");
    const [january, february, june] = drafts;
    expect([february!.potenciaLeidaP1, february!.potenciaLeidaP2, february!.potenciaLeidaP3]).toEqual([3.1, 2.2, null]);
    // January is only partly measured: its own peak or more.
    expect(january!.potenciaLeidaP1).toBeGreaterThanOrEqual(2.5);
    expect(june!.potenciaLeidaP1).toBeLessThanOrEqual(3.1);
    expect(june!.potenciaLeidaP1).toBeGreaterThan(2);
    expect(june!.potenciaLeidaP3).toBeNull();
  });

  it("leaves gas and 'VA' invoices without a maxímetro, and 3.0TD's absent periods null", () => {
    const gas = draft("2026-01-01", 2);
    const misc = { ...draft("2026-01-01"), categoria: "VA" } as InvoiceDraft;
    const six = draft("2026-04-01", 3); // April: 'baja', power periods P4–P6 only
    withMaximeters(
      [gas, misc, six],
      [
        contract,
        { id: 2, codAbonado: "2", tariff: "RL.1", powers: [0, 0, 0, 0, 0, 0] },
        { id: 3, codAbonado: "3", tariff: "3.0TD", powers: [20, 20, 20, 20, 20, 28] },
      ],
      new Map(),
      "2026-02-01",
    );
    expect(gas.potenciaLeidaP1).toBeUndefined();
    expect(misc.potenciaLeidaP1).toBeUndefined();
    expect([six.potenciaLeidaP1, six.potenciaLeidaP2, six.potenciaLeidaP3]).toEqual([null, null, null]);
    expect(six.potenciaLeidaP4).toBeGreaterThan(0);
    expect(six.potenciaLeidaP6).toBeGreaterThan(0);
  });
});

describe("the demo seed's maxímetro", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    // 50 days before 15 March: January partly, February whole.
    await seedDemo(handle.db, { today: new Date("2026-03-15T10:00:00Z"), measuresDays: 50 });
  }, 180_000);
  afterAll(() => handle?.close());

  it("is never below an hourly reading of its invoice's month in the same power period", async () => {
    const electricity = await handle.db.select().from(contracts).where(eq(contracts.line, "Electricidad"));
    let compared = 0;
    for (const contract of electricity) {
      const readings = await handle.db.select().from(hourlyReadings).where(eq(hourlyReadings.contractId, contract.id));
      if (readings.length === 0) continue;
      const bills = await handle.db.select().from(invoices).where(eq(invoices.contractId, contract.id));
      for (const reading of readings) {
        const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(reading.at);
        const bill = bills.find((b) => b.categoria === "EN" && b.readingFrom <= day && day <= b.readingUntil);
        if (!bill) continue; // the month in progress has no invoice yet
        const period = powerPeriodAt(contract.tarifa ?? "", reading.at);
        const read = [
          bill.potenciaLeidaP1,
          bill.potenciaLeidaP2,
          bill.potenciaLeidaP3,
          bill.potenciaLeidaP4,
          bill.potenciaLeidaP5,
          bill.potenciaLeidaP6,
        ][period - 1];
        expect(read, `${contract.codAbonado} ${reading.at.toISOString()}`).not.toBeNull();
        expect(Number(reading.activeKwh), `${contract.codAbonado} ${reading.at.toISOString()}`).toBeLessThanOrEqual(read!);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(15 * 24 * 30);
  });
});
