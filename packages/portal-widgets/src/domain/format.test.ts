import {
  formatAmount,
  formatDate,
  formatKwh,
  formatNumber,
  formatQuantity,
  formatSignedAmount,
  formattersFor,
  formatUnitPrice,
} from "./format";

describe("formatNumber", () => {
  it.each([
    [1234.5, "1.234,50"],
    [0, "0,00"],
    [5, "5,00"],
    [999.999, "1.000,00"],
    [1234567.891, "1.234.567,89"],
    [12345, "12.345,00"],
    [100, "100,00"],
    [-1234.5, "-1.234,50"],
    [1.005, "1,01"],
    [0.125, "0,13"],
    [-0.001, "0,00"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it("groups 4-digit numbers, unlike es-ES Intl", () => {
    expect(formatNumber(1000)).toBe("1.000,00");
  });

  it("accepts numeric strings with a dot decimal", () => {
    expect(formatNumber("1234.5")).toBe("1.234,50");
    expect(formatNumber(" -7 ")).toBe("-7,00");
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], [""], ["abc"], ["1,5"]])("returns '' for %s", (input) => {
    expect(formatNumber(input)).toBe("");
  });
});

describe("formatAmount", () => {
  it("shows EUR as € after the number", () => {
    expect(formatAmount(1234.5, "EUR")).toBe("1.234,50 €");
    expect(formatAmount(1234.5, "eur")).toBe("1.234,50 €");
    expect(formatAmount(1234.5, "€")).toBe("1.234,50 €");
  });

  it("defaults to EUR", () => {
    expect(formatAmount(10)).toBe("10,00 €");
    expect(formatAmount(10, null)).toBe("10,00 €");
    expect(formatAmount(10, "")).toBe("10,00 €");
  });

  it("puts other currency codes after the number", () => {
    expect(formatAmount(1234.5, "USD")).toBe("1.234,50 USD");
  });

  it("formats negative amounts (credit notes)", () => {
    expect(formatAmount(-45.1, "EUR")).toBe("-45,10 €");
  });

  it("returns '' for a missing amount", () => {
    expect(formatAmount(undefined, "EUR")).toBe("");
  });
});

describe("formatDate", () => {
  it("formats YYYY-MM-DD", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
  });

  it("uses the date part of an ISO date-time, whatever the zone", () => {
    expect(formatDate("2024-03-05T23:30:00Z")).toBe("05/03/2024");
    expect(formatDate("2024-03-05T00:10:00+02:00")).toBe("05/03/2024");
  });

  it("formats a Date in local time", () => {
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe("31/12/2024");
  });

  it("accepts DD-MM-YYYY input dates", () => {
    expect(formatDate("05-03-2024")).toBe("05/03/2024");
  });

  it.each([["2024-02-30"], ["2024-13-01"], ["not a date"], [""], [null], [undefined], [new Date("x")], ["2024-03-05garbage"]])(
    "returns '' for %s",
    (input) => {
      expect(formatDate(input)).toBe("");
    },
  );
});

describe("other locales, through Intl", () => {
  it.each([
    ["ca-ES", "1.234,50", "1.234,50 €", "05/03/2024"],
    ["gl-ES", "1.234,50", "1.234,50 €", "05/03/2024"],
    ["eu-ES", "1.234,50", "1.234,50 €", "2024/03/05"],
    ["en", "1,234.50", "€1,234.50", "05/03/2024"],
  ] as const)("%s: %s, %s, %s", (locale, number, amount, date) => {
    // Intl separates the number from € with a no-break space.
    expect(formatNumber(1234.5, locale)).toBe(number);
    expect(formatAmount("1234.5", "EUR", locale).replace(/\u00a0/g, " ")).toBe(amount);
    expect(formatDate("2024-03-05", locale)).toBe(date);
  });

  it("rounds halves away from zero in every locale, like Spanish", () => {
    expect(formatNumber(1.005, "en")).toBe("1.01");
    expect(formatNumber(-0.001, "ca-ES")).toBe("0,00");
    expect(formatAmount(-45.1, null, "en")).toBe("-€45.10");
  });

  it("groups 4-digit numbers in Catalan, Basque and Galician too", () => {
    expect(formatNumber(1000, "ca-ES")).toBe("1.000,00");
    expect(formatNumber(1000, "eu-ES")).toBe("1.000,00");
    expect(formatNumber(1000, "gl-ES")).toBe("1.000,00");
  });

  it("keeps a currency Intl does not know as its code, and '' for what is not a number", () => {
    expect(formatAmount(3, "XX1", "ca-ES")).toBe("3,00 XX1");
    expect(formatAmount(undefined, "EUR", "en")).toBe("");
    expect(formatDate("2024-02-30", "en")).toBe("");
  });

  it("binds the three to a locale once", () => {
    expect(formattersFor("en")).toBe(formattersFor("en"));
    expect(formattersFor("en").number(2)).toBe("2.00");
    expect(formattersFor("es-ES").amount(2)).toBe("2,00 €");
  });
});

describe("formatKwh", () => {
  it.each([
    [0, "0,000"],
    [1234.5, "1.234,500"],
    [0.0005, "0,001"],
    [-2.25, "-2,250"],
    [Number.NaN, ""],
  ])("%s → %s", (input, expected) => {
    expect(formatKwh(input)).toBe(expected);
  });
});

describe("formatUnitPrice", () => {
  it("writes a plan's price to its last decimal (at most 6), at least 2", () => {
    expect([0.104979, 0.06, 0.0616, 0.02663, 1.5].map((price) => formatUnitPrice(price))).toEqual([
      "0,104979",
      "0,06",
      "0,0616",
      "0,02663",
      "1,50",
    ]);
  });
});

describe("quantities outside es-ES", () => {
  it("write kWh, kW, prices and rates with the locale's separators, rounded as in Spanish", () => {
    expect(formatQuantity(1234.5, 2, 0, "ca-ES")).toBe("1.234,5");
    expect(formatQuantity(1234.5, 2, 0, "en")).toBe("1,234.5");
    expect(formatQuantity(1.005, 2, 0, "gl-ES")).toBe("1,01");
    expect(formatQuantity(-0.0004, 3, 0, "en")).toBe("0");
    expect(formatKwh(1234.5, "eu-ES")).toBe("1.234,500");
    expect(formatKwh(0.0005, "en")).toBe("0.001");
    expect(formatUnitPrice(0.06, "en")).toBe("0.06");
    expect(formatUnitPrice(0.104979, "ca-ES")).toBe("0,104979");
  });

  it("keep es-ES exactly as written by hand", () => {
    expect(formatQuantity(1234.5, 2)).toBe("1.234,5");
    expect(formatQuantity(1234.5, 2, 0, "es-ES")).toBe("1.234,5");
    expect(formatSignedAmount(8.1)).toBe("+8,10 €");
    expect(formatSignedAmount(-3.2)).toBe("-3,20 €");
    expect(formatSignedAmount(0.001)).toBe("0,00 €");
  });

  it("sign a change in every language, never a zero", () => {
    expect(formatSignedAmount(8.1, null, "en")).toBe("+€8.10");
    expect(formatSignedAmount(-3.2, null, "en")).toBe("-€3.20");
    // Intl puts a no-break space before the euro sign.
    expect(formatSignedAmount(8.1, null, "ca-ES")).toBe("+8,10\u00a0€");
    expect(formatSignedAmount(-3.2, null, "eu-ES")).toMatch(/^[-−]3,20\u00a0€$/);
    expect(formatSignedAmount(-0.001, null, "gl-ES")).toBe("0,00\u00a0€");
  });

  it("are bound by useFormat's formatters", () => {
    const en = formattersFor("en");
    expect([en.quantity(42.25, 1), en.kwh(2), en.unitPrice(0.5), en.signedAmount(1)]).toEqual(["42.3", "2.000", "0.50", "+€1.00"]);
  });
});
