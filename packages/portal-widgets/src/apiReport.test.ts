import { apiReport, readReport } from "../scripts/apiReport.mjs";

// The exports of the main entry and of ./internal, as the checked-in api-report.md lists
// them: a change of the public surface must come with a change of that file.
describe("api-report.md", () => {
  it("lists exactly what the entries export", () => {
    expect(
      apiReport(),
      "The exports of src/index.ts or src/internal.ts differ from api-report.md: run `npm run api-report -w @oficina-virtual/portal-widgets` and commit the file.",
    ).toBe(readReport());
  }, 120_000);
});
