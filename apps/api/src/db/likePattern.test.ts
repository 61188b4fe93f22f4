import { containsPattern } from "./likePattern";

describe("containsPattern", () => {
  it("takes LIKE wildcards and backslashes literally", () => {
    expect(containsPattern("ES00")).toBe("%ES00%");
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
