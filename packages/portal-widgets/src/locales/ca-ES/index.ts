import { catalogueOf } from "../catalogue";
import * as areas from "./areas";

/*
 * Catalan texts (Catalunya, País Valencià, Illes Balears: the standard IEC variety). A
 * translation of es-ES key by key: same keys, same {{placeholders}} (locales.test.ts). Tariff
 * periods as Catalan bills name them: punta, pla, vall. To be reviewed by a native speaker
 * before release (README, "Translations").
 */
export const caES = catalogueOf(areas);
