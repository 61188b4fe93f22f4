import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { SetupServer } from "msw/node";
import { ADMIN_API, API, describeRequest, type SentRequest } from "../shared/account/account.testing";

/* The SignupWizard tests' backend (msw handlers that record each request) and form steps. */

export const thanks = "¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.";
export const noContract = "No se ha encontrado ningún contrato con los datos facilitados. Por favor, contacta con Atención al Cliente.";
export const found = {
  cupsAsociados: {
    select: [
      { line: "Electricidad", cups: "ES0021000000000001JN" },
      { line: "Gas", cups: "ES0217000000000002AB" },
    ],
  },
  cupsElectricidad: 1,
  cupsGas: 1,
};

export const codeSent = { code: 202, mensaje: "ok", destinos: { email: "d***@example.com", sms: "*** *** 222" } };

export function backend(
  server: SetupServer,
  {
    lookup = () => HttpResponse.json(found),
    add = () => HttpResponse.json({ code: 201, mensaje: "ok" }, { status: 201 }),
    code = () => HttpResponse.json(codeSent, { status: 202 }),
  }: {
    lookup?: () => Response;
    add?: () => Response;
    code?: () => Response;
  } = {},
) {
  const sent: SentRequest[] = [];
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/signupCode`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return code();
      }),
      http.get(`${base}/ov/user/api/userCups`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return lookup();
      }),
      http.post(`${base}/ov/user/api/add`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return add();
      }),
    );
  }
  return sent;
}

export const field = (name: RegExp) => screen.getByLabelText(name);

/** One change event per field (a paste), instead of one per keystroke: the form is long. */
export async function enter(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

export async function fillCustomer() {
  await enter(field(/^Nombre \/ Razón Social/), "Javier");
  await enter(field(/^Primer Apellido/), "Martín");
  await enter(field(/^Segundo Apellido/), "Ruiz");
  await enter(field(/^Nombre de usuario/), "javier");
  await enter(field(/^Email/), "javier@example.com");
  await enter(field(/^Contraseña/), "Javier2026!");
  await enter(field(/^Confirmar contraseña/), "Javier2026!");
  await userEvent.selectOptions(field(/^Tipo de documento/), "nif");
  await enter(field(/^Número de documento/), "00000000t");
  await enter(field(/^Teléfono/), "600111222");
}

export const next = () => userEvent.click(screen.getByRole("button", { name: "Siguiente" }));

/** Types the code on the verification step and checks it. */
export async function enterCode(code = "123456") {
  await enter(await screen.findByLabelText(/^Código de verificación/), code);
  await userEvent.click(screen.getByRole("button", { name: "Verificar código" }));
}

export async function toSummary() {
  await fillCustomer();
  await next();
  await enterCode();
}
export const confirm = () => screen.getByRole("button", { name: "Confirmar Datos" });
