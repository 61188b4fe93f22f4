import { checkIban } from "@oficina-virtual/api-contract";
import { demoIban } from "./bankAccounts";

describe("demoIban", () => {
  it("gives every contract code a valid Spanish IBAN of its own, the same each time", () => {
    const codes = ["100001", "100002", "200001", "300001", "400003", "12345678"];
    const ibans = codes.map(demoIban);
    for (const iban of ibans) expect(checkIban(iban)).toEqual({ ok: true, iban });
    expect(new Set(ibans).size).toBe(codes.length);
    expect(codes.map(demoIban)).toEqual(ibans);
  });
});
