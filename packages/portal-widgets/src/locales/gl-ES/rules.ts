import type { CompleteMessages } from "../messages";

export const rules = {
  passwordPolicy:
    'O contrasinal debe ter polo menos 8 caracteres e cumprir polo menos 3 destes 4 requisitos: 1 maiúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). Non pode conter os caracteres = _ & ? - / \\ "',
  usernamePolicy: "O nome de usuario debe ter entre 3 e 30 caracteres, e non debe incluír caracteres especiais (, . _ & ? etc.)",
  allowedChars: "Introduciches caracteres prohibidos no noso sistema.",
  passwordNotEqual: "O novo contrasinal non debe ser igual ao contrasinal actual",
  firstnameLength: "A lonxitude máxima do nome ou razón social debe ser de {{max}} caracteres",
  lastnameLength: "A lonxitude máxima dos apelidos (sumando ambos) debe ser de {{max}} caracteres",
  documentPolicy: "O número de documento debe conter só números ou letras, e ter entre 8 e 10 caracteres",
  cupsUser: "O CUPS seleccionado debe estar entre os CUPS do usuario",
  textareaCount: "O campo {{field}} non debe ter máis de {{max}} caracteres",
} satisfies CompleteMessages["rules"];
