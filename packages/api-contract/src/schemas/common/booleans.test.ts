import { booleanish } from "./booleans";

describe("booleanish", () => {
  it.each([true, "true", "1", 1])("reads %j as true", (v) => expect(booleanish.parse(v)).toBe(true));
  it.each([false, "false", "0", 0])("reads %j as false", (v) => expect(booleanish.parse(v)).toBe(false));
  it.each(["yes", "", "TRUE ", 2, null])("rejects %j", (v) => expect(booleanish.safeParse(v).success).toBe(false));
});
