import { issuePayload } from "./useIssueForm";

const values = {
  title: 'Dice "hola"',
  category: "1",
  subcategory: "Duplicado de factura",
  line: "Electricidad",
  cups: "ES0021000000000001AB",
  contractCode: "100001",
  description: 'Línea "uno"\nLínea dos',
};

describe("issuePayload", () => {
  it("replaces double quotes of the title and description by &quot; and keeps line breaks", () => {
    expect(issuePayload(values)).toEqual({
      ...values,
      title: "Dice &quot;hola&quot;",
      description: "Línea &quot;uno&quot;\nLínea dos",
    });
  });

  it("leaves empty fields out", () => {
    expect(issuePayload({ ...values, subcategory: "", contractCode: " " })).not.toHaveProperty("subcategory");
    expect(Object.keys(issuePayload({ ...values, subcategory: "", contractCode: " " }))).toEqual([
      "title",
      "description",
      "category",
      "line",
      "cups",
    ]);
  });
});
