// Sentences several areas of this catalogue repeat: written once, so they cannot drift apart.

export const internalError = "Barneko errore bat gertatu da. Saiatu berriro geroago.";
export const unavailable = "Zerbitzua ez dago erabilgarri une honetan. Saiatu berriro geroago.";
export const specialCharacters = "Pasahitzak onartzen ez diren karaktere bereziak ditu.";
export const retryLater = "Errore bat gertatu da. Saiatu berriro geroago.";
export const unexpectedError = "Ustekabeko errore bat gertatu da.";
export const wrongCredentials = "Erabiltzailea eta/edo pasahitza ez dira zuzenak sartzeko.";
export const notValidated = "Zure kontua ez da oraindik baliozkotu. Eskatu baliozkotze-esteka berri bat.";
export const cannotConnect = "Ezin da Bulego Birtualarekin konektatu. Saiatu berriro geroago.";
export const sessionExpired = "Saioa iraungi egin da; sartu berriro zure erabiltzailea eta pasahitza.";
export const signupThanks = "Eskerrik asko erregistratzeagatik! Posta elektroniko bat bidali dizugu zure kontua aktibatzeko.";
export const noContract = "Ez da kontraturik aurkitu emandako datuekin. Jarri harremanetan Bezeroarentzako Arretarekin.";
export const validationSent = "Baliozkotze-mezua berriro bidali dizugu.";
export const resetSent = "Posta elektroniko bat bidali dizugu pasahitza aldatzeko.";
export const wrongCurrentPassword = "Uneko pasahitza ez da zuzena.";
