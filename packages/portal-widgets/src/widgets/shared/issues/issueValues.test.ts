import { describe, expect, it } from "vitest";
import { esES, loadMessages } from "../../../locales";
import { issueValueText } from "./issueValues";

describe("issueValueText", () => {
  it("shows the API's Spanish values in the chosen language and unknown ones as they came", async () => {
    const ca = await loadMessages("ca-ES");
    expect(issueValueText(ca, "states", "Abierta")).toBe("Oberta");
    expect(issueValueText(ca, "categories", "Facturación")).toBe("Facturació");
    expect(issueValueText(ca, "subcategories", "Aporte de lectura")).toBe("Aportació de lectura");
    expect(issueValueText(ca, "states", "Pendiente de cliente")).toBe("Pendiente de cliente");
    expect(issueValueText(esES, "states", "Cerrada")).toBe("Cerrada");
  });
});
