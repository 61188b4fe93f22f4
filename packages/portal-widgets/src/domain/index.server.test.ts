// Runs in the node project (no DOM): importing these modules must not touch
// window or document, and the helpers that use atob/TextDecoder must work on a server.

import * as forms from "../forms/index";
import { issuesMessages } from "../locales/es-ES/issues";
import * as locales from "../locales/index";
import * as domain from "./index";

describe("domain, forms and locales on the server", () => {
  it("import without a DOM", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
    expect(typeof domain.formatNumber).toBe("function");
    expect(typeof forms.loginFormSchema).toBe("function");
    expect(locales.textsOf(locales.esES, issuesMessages).error).toBe("Ha habido un error, inténtalo nuevamente.");
  });

  it("decode tokens and validate forms without a DOM", () => {
    const payload = btoa(JSON.stringify({ exp: 2_000_000_000 })).replace(/=+$/, "");
    expect(domain.isTokenExpired(`h.${payload}.s`, 1_000_000_000_000)).toBe(false);
    expect(forms.fieldErrors(forms.loginFormSchema().safeParse({}))).toEqual({
      username: "El campo Usuario es obligatorio.",
      password: "El campo Contraseña es obligatorio.",
    });
  });
});
