import type { CompleteMessages } from "../messages";

export const rules = {
  passwordPolicy:
    "La contrasenya ha de tenir com a mínim 8 caràcters i complir com a mínim 3 d'aquests 4 requisits: 1 majúscula, 1 minúscula, 1 número, 1 caràcter especial (!@#$%^*.). No pot contenir els caràcters = _ & ? - / \\ \"",
  usernamePolicy: "El nom d'usuari ha de tenir entre 3 i 30 caràcters, i no pot incloure caràcters especials (, . _ & ? etc.)",
  allowedChars: "Has introduït caràcters prohibits al nostre sistema.",
  passwordNotEqual: "La contrasenya nova no pot ser igual a la contrasenya actual",
  firstnameLength: "La longitud màxima del nom o raó social ha de ser de {{max}} caràcters",
  lastnameLength: "La longitud màxima dels cognoms (sumant-los tots dos) ha de ser de {{max}} caràcters",
  documentPolicy: "El número de document només pot contenir números o lletres, i ha de tenir entre 8 i 10 caràcters",
  cupsUser: "El CUPS seleccionat ha de ser un dels CUPS de l'usuari",
  textareaCount: "El camp {{field}} no pot tenir més de {{max}} caràcters",
} satisfies CompleteMessages["rules"];
