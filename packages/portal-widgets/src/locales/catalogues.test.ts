import * as caES from "./ca-ES";
import * as en from "./en";
import { esESComplete } from "./esESComplete.testing";
import * as euES from "./eu-ES";
import * as glES from "./gl-ES";
import type { CompleteMessages } from "./messages";

// Every catalogue, fully merged, as a file: moving texts between files (or changing how an
// area is declared) must leave every text as it was, the Spanish contract above all.
describe("the catalogues", () => {
  it("keep every text, key by key", async () => {
    // Each translation's module is its catalogue, complete (this line checks its type).
    const translations: Record<string, CompleteMessages> = { en, "ca-ES": caES, "gl-ES": glES, "eu-ES": euES };
    const catalogues = { "es-ES": esESComplete, ...translations };
    await expect(`${JSON.stringify(catalogues, null, 1)}\n`).toMatchFileSnapshot("./catalogues.snapshot.json");
  });
});
