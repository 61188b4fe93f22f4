import type { CompleteMessages } from "../messages";
import { internalError, noContract, signupThanks, specialCharacters, unavailable } from "./sentences";

export const signup = {
  statuses: {
    "0": noContract,
    "200": "Erabiltzaile-izena badago lehendik. Aukeratu beste bat.",
    "201": signupThanks,
    "204": signupThanks,
    "207": signupThanks,
    "403": noContract,
    "404": "Ez da aurkitu eskatutako baliabidea.",
    "405": "Metodoa ez dago baimenduta.",
    "408": "Zerbitzariak gehiegi behar izan du erantzuteko. Saiatu berriro geroago.",
    "461": "Errore bat gertatu da identitate-agiria egiaztatzean.",
    "464": "Derrigorrezko eremu batzuk bete gabe daude.",
    "465": specialCharacters,
    "470": "Onartzen ez diren karaktereak idatzi dituzu eremuren batean.",
    "499": "Eskaera bertan behera utzi da.",
    "500": internalError,
    "502": "Komunikazio-errorea edo zerbitzua mantentze-lanetan. Saiatu berriro geroago.",
    "503": unavailable,
    "504": "Itxaronaldia agortu da. Saiatu berriro geroago.",
    default: "Errore ezezagun bat gertatu da. Saiatu berriro geroago.",
  },
} satisfies CompleteMessages["signup"];
