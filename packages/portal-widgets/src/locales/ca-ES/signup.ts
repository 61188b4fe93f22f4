import type { CompleteMessages } from "../messages";
import { internalError, noContract, signupThanks, specialCharacters, unavailable } from "./sentences";

export const signup = {
  statuses: {
    "0": noContract,
    "200": "El nom d'usuari ja existeix. Tria'n un altre.",
    "201": signupThanks,
    "204": signupThanks,
    "207": signupThanks,
    "403": noContract,
    "404": "No s'ha trobat el recurs sol·licitat.",
    "405": "Mètode no permès.",
    "408": "El servidor ha trigat massa a respondre. Torna-ho a provar més tard.",
    "461": "S'ha produït un error en verificar el document d'identitat.",
    "464": "Falten camps obligatoris per emplenar.",
    "465": specialCharacters,
    "470": "Has introduït caràcters no permesos en algun dels camps.",
    "499": "La sol·licitud s'ha cancel·lat.",
    "500": internalError,
    "502": "Error de comunicació o servei en manteniment. Torna-ho a provar més tard.",
    "503": unavailable,
    "504": "S'ha esgotat el temps d'espera. Torna-ho a provar més tard.",
    default: "S'ha produït un error desconegut. Torna-ho a provar més tard.",
  },
} satisfies CompleteMessages["signup"];
