import type { CompleteMessages } from "../messages";
import { internalError, noContract, signupThanks, specialCharacters, unavailable } from "./sentences";

export const signup = {
  statuses: {
    "0": noContract,
    "200": "O nome de usuario xa existe. Por favor, escolle outro.",
    "201": signupThanks,
    "204": signupThanks,
    "207": signupThanks,
    "403": noContract,
    "404": "Non se atopou o recurso solicitado.",
    "405": "Método non permitido.",
    "408": "O servidor tardou demasiado en responder. Por favor, téntao máis tarde.",
    "461": "Produciuse un erro ao verificar o documento de identidade.",
    "464": "Faltan campos obrigatorios por completar.",
    "465": specialCharacters,
    "470": "Introduciches caracteres non permitidos nalgún dos campos.",
    "499": "A solicitude foi cancelada.",
    "500": internalError,
    "502": "Erro de comunicación ou servizo en mantemento. Por favor, téntao máis tarde.",
    "503": unavailable,
    "504": "Esgotouse o tempo de espera. Por favor, téntao máis tarde.",
    default: "Produciuse un erro descoñecido. Por favor, téntao máis tarde.",
  },
} satisfies CompleteMessages["signup"];
