import { catalogueOf } from "../catalogue";
import * as areas from "./areas";

/*
 * English texts (British spelling; numbers and dates formatted as en-GB). A translation of
 * es-ES key by key: same keys, same {{placeholders}} (locales.test.ts). Spanish tariff
 * periods in the terms English-language Spanish retailers use: peak, mid-peak, off-peak.
 * Spanish identifiers (CUPS, NIF, NIE, CIF) stay as they are: they are the documents' names.
 * To be reviewed before release (README, "Translations").
 */
export const en = catalogueOf(areas);
