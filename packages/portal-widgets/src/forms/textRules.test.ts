import { fieldErrors } from "./fieldErrors";
import { issueFormSchema } from "./issue";
import { customerSignupFormSchema } from "./signup";

/* The forms refuse what the API refuses (api-contract's plainText.ts): Unicode's line and
 * paragraph separators and the bidirectional controls, which would make a name or a title
 * show other than typed (in the validation e-mail, in the request list). */

const forbidden = (field: string) => `El campo ${field} contiene caracteres no permitidos, como tabuladores o caracteres de control.`;

const signup = {
  firstName: "María José",
  lastName1: "García",
  lastName2: "Pérez",
  user: "mariajose1",
  password: "Abcdefg1!",
  confirmPassword: "Abcdefg1!",
  email: "maria@example.com",
  typeDoc: "nif",
  idDoc: "12345678z",
  ownerCif: "12345678Z",
  telephone: "612345678",
  language: "es",
  isTitular: "true",
};

const issue = {
  title: "Lectura incorrecta",
  category: "7",
  subcategory: "Lecturas",
  line: "Electricidad",
  cups: "ES1234123456789012JY",
  contractCode: "123456",
  description: "La lectura de marzo no coincide con el contador.",
};
const issueErrors = (changes: Record<string, unknown>) =>
  fieldErrors(issueFormSchema({ userCups: [issue.cups] }).safeParse({ ...issue, ...changes }));

describe("text that would show other than typed", () => {
  it("a signup name with a paragraph separator (U+2029) or a line separator (U+2028)", () => {
    for (const char of ["\u2029", "\u2028"]) {
      const result = customerSignupFormSchema().safeParse({ ...signup, firstName: `María${char}Aviso urgente` });
      expect(fieldErrors(result)).toEqual({ firstName: forbidden("Nombre / Razón Social") });
    }
  });

  it("a request title with a right-to-left override (U+202E) or an isolate; the description keeps line breaks only", () => {
    for (const char of ["\u202E", "\u202A", "\u2066", "\u2069"]) {
      expect(issueErrors({ title: `${char}Lectura` })).toEqual({ title: forbidden("Asunto") });
      expect(issueErrors({ description: `Uno${char}dos` })).toEqual({ description: forbidden("Descripción") });
    }
    expect(issueErrors({ description: "Uno\u2029dos" })).toEqual({ description: forbidden("Descripción") });
    expect(issueErrors({ description: "Uno\r\ndos\ntres" })).toEqual({});
  });
});
