import type { CompleteMessages } from "../messages";

export const rules = {
  passwordPolicy:
    'Pasahitzak gutxienez 8 karaktere izan behar ditu, eta 4 baldintza hauetatik gutxienez 3 bete: maiuskula 1, minuskula 1, zenbaki 1, karaktere berezi 1 (!@#$%^*.). Ezin ditu karaktere hauek izan: = _ & ? - / \\ "',
  usernamePolicy: "Erabiltzaile-izenak 3 eta 30 karaktere artean izan behar ditu, eta ezin du karaktere berezirik izan (, . _ & ? etab.)",
  allowedChars: "Gure sisteman debekatuta dauden karaktereak idatzi dituzu.",
  passwordNotEqual: "Pasahitz berriak ezin du uneko pasahitzaren berdina izan",
  firstnameLength: "Izenak edo sozietate-izenak gehienez {{max}} karaktere izan ditzake",
  lastnameLength: "Abizenek (biak batera) gehienez {{max}} karaktere izan ditzakete",
  documentPolicy: "Dokumentu-zenbakiak zenbakiak edo letrak soilik izan ditzake, eta 8 eta 10 karaktere artean izan behar ditu",
  cupsUser: "Hautatutako CUPSak erabiltzailearen CUPSen artean egon behar du",
  textareaCount: "{{field}} eremuak ezin ditu {{max}} karaktere baino gehiago izan",
} satisfies CompleteMessages["rules"];
