import { catalogueOf } from "../catalogue";
import * as areas from "./areas";

/*
 * Galician texts (RAG norm). A translation of es-ES key by key: same keys, same
 * {{placeholders}} (locales.test.ts). Tariff periods as Galician bills name them: punta,
 * chan, val. To be reviewed by a native speaker before release (README, "Translations").
 */
export const glES = catalogueOf(areas);
