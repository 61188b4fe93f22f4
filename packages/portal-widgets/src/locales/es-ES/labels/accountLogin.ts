import { textArea } from "../../textArea";
import type { LabelTree } from "../../tree";

/**
 * The account area's texts of the login form. They are the `account` area of the catalogue
 * like the other account screens' (account.ts), but a handle of their own, because the login
 * page is most visitors' first and the other screens are not: it brings only these. A host
 * overrides them through `<PortalProvider messages={{ labels: { account: { login: … } } }}>`.
 */
export const accountLoginLabels = {
  /** In account.ts too, the same key of the area (a host overrides both at once): the other
   * account forms would otherwise import this handle for their checkbox, and the login page
   * would get it as a chunk of its own. A test keeps the two Spanish texts equal. */
  administradorFinca: "Administrador de finca",
  login: {
    heading: "Iniciar sesión",
    submit: "Entrar",
    signup: "Regístrate",
    recoverAccount: "Recuperar cuenta",
  },
} satisfies LabelTree;

export const accountLoginArea = textArea("labels.account", accountLoginLabels);
