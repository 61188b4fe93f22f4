import { formatKw } from "./powerAdvice";

describe("formatKw", () => {
  it("writes steps as es-ES without trailing zeros", () => {
    expect([1.725, 3.45, 15, 14.49, 1250].map(formatKw)).toEqual(["1,725", "3,45", "15", "14,49", "1.250"]);
  });
});
