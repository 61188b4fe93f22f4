import { catalogueOf } from "../catalogue";
import * as areas from "./areas";

/*
 * Basque texts (euskara batua). A translation of es-ES key by key: same keys, same
 * {{placeholders}} (locales.test.ts); Basque word order often puts a value before its noun,
 * so a placeholder may move within its text. Tariff periods as Basque bills name them:
 * puntako ordua, lauko ordua, haraneko ordua. To be reviewed by a native speaker before
 * release (README, "Translations"): this catalogue needs it most.
 */
export const euES = catalogueOf(areas);
