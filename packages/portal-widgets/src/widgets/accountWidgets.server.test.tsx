import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createPortalQueryClient } from "../core/queries/queryClient";
import { PortalProvider } from "../core/react/PortalProvider";
import { memoryStorage } from "../core/session/storage";
import { AccountMenu } from "./AccountMenu";
import { ConnectionCheck } from "./ConnectionCheck";
import { EmailLinkPasswordChange } from "./EmailLinkPasswordChange";
import { LoginForm } from "./LoginForm/LoginForm";
import { PasswordResetRequest } from "./PasswordResetRequest";
import { RecoverUsername } from "./RecoverUsername";
import { ResendValidation } from "./ResendValidation";
import { SetNewPassword } from "./SetNewPassword";
import { SignupWizard } from "./SignupWizard";
import { ValidationError } from "./ValidationError";
import { ValidationRedirect } from "./ValidationRedirect";
import { ValidationSuccess } from "./ValidationSuccess";
import { VerifyEmail } from "./VerifyEmail";

// Server rendering never crashes: no window, document or storage is touched before the browser runs effects.
const widgets: [string, ReactElement, string][] = [
  ["LoginForm", <LoginForm />, "Entrar"],
  ["ConnectionCheck", <ConnectionCheck />, "Comprobar conexión"],
  ["SignupWizard", <SignupWizard />, "Registro de Usuario"],
  ["ValidationRedirect", <ValidationRedirect token="t" />, "Validando tu cuenta…"],
  ["ValidationSuccess", <ValidationSuccess user="amF2aWVy" />, "¡Hola, javier!"],
  ["ValidationError", <ValidationError />, "Error de validación"],
  ["ResendValidation", <ResendValidation />, "Reenviar correo de validación"],
  ["PasswordResetRequest", <PasswordResetRequest />, "Cambiar Contraseña"],
  ["SetNewPassword", <SetNewPassword confirmation="t" />, "Guardar contraseña"],
  ["RecoverUsername", <RecoverUsername />, "Recuperar nombre de usuario"],
  ["EmailLinkPasswordChange", <EmailLinkPasswordChange token="t" />, "Comprobando el enlace…"],
  ["VerifyEmail", <VerifyEmail token="t" />, "Comprobando el enlace…"],
  ["AccountMenu", <AccountMenu />, "Cambio de contraseña"],
];

describe("account widgets on the server", () => {
  it.each(widgets)("%s renders to a string", (name, widget, text) => {
    const html = renderToString(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl="https://api.test"
        navigate={() => undefined}
        storage={memoryStorage()}
      >
        {widget}
      </PortalProvider>,
    );
    expect(html).toContain(`data-ov-widget="${name}"`);
    expect(html).toContain(text);
  });
});
