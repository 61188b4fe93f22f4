import type { CompleteMessages } from "../messages";

export const validation = {
  required: "{{field}} eremua derrigorrezkoa da.",
  maxLength: "{{field}} eremuak ezin ditu {{max}} karaktere baino gehiago izan",
  email: "{{field}} eremuak baliozko posta elektroniko bat izan behar du.",
  numeric: "{{field}} eremuak zenbakiak soilik izan ditzake.",
  minDigits: "{{field}} eremuak gutxienez {{min}} digitu izan behar ditu.",
  invalidOption: "{{field}} eremuaren balioa ez da baliozkoa.",
  passwordMismatch: "Pasahitzak ez datoz bat.",
  emailMismatch: "Posta elektronikoak ez datoz bat.",
  ownerCifMismatch: "Titularraren IFKk dokumentu-zenbakiarekin bat etorri behar du.",
  forbiddenChars: "{{field}} eremuak onartzen ez diren karaktereak ditu, hala nola tabulazioak edo kontrol-karaktereak.",
} satisfies CompleteMessages["validation"];
