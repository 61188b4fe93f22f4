import { regexes } from "zod/v4/core";
import { EMAIL_PATTERN, isEmail } from "./predicates";

describe("isEmail", () => {
  it("uses zod's own e-mail pattern (what the contract checks), copied to keep zod off /login", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it("accepts an address and refuses a broken one", () => {
    expect(isEmail("ana.garcia@example.es")).toBe(true);
    expect(isEmail("ana..garcia@example")).toBe(false);
  });
});
