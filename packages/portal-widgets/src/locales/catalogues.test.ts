import { caES } from "./ca-ES";
import { en } from "./en";
import { esESComplete } from "./esESComplete.testing";
import { euES } from "./eu-ES";
import { glES } from "./gl-ES";

// Every catalogue, fully merged, as a file: moving texts between files (or changing how an
// area is declared) must leave every text as it was, the Spanish contract above all.
describe("the catalogues", () => {
  it("keep every text, key by key", async () => {
    const catalogues = { "es-ES": esESComplete, en, "ca-ES": caES, "gl-ES": glES, "eu-ES": euES };
    await expect(`${JSON.stringify(catalogues, null, 1)}\n`).toMatchFileSnapshot("./catalogues.snapshot.json");
  });
});
