import type { CompleteMessages } from "../messages";

export const emailLinkPassword = {
  minLength: "Pasahitzak gutxienez 8 karaktere izan behar ditu.",
  complexity:
    "Pasahitzak gutxienez 8 karaktere izan behar ditu, eta 4 baldintza hauetatik gutxienez 3 bete: maiuskula 1, minuskula 1, zenbaki 1, karaktere berezi 1",
  mismatch: "Pasahitzak ez datoz bat.",
} satisfies CompleteMessages["emailLinkPassword"];
