import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ADMIN_API, API } from "../shared/account/account.testing";
import { SignupWizard } from "./SignupWizard";
import { signupStatusFromAnswer } from "./signupForm";
import {
  backend as backendOn,
  confirm,
  enter,
  enterCode,
  field,
  fillCustomer,
  next,
  noContract,
  thanks,
  toSummary,
} from "./signupWizard.testing";

// Each journey fills the whole form and goes through four steps: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const backend = (answers: Parameters<typeof backendOn>[1] = {}) => backendOn(server, answers);

describe("SignupWizard", () => {
  it("shows the customer form first and checks it on Siguiente, focusing the first error", async () => {
    const sent = backend();
    renderWithPortal(<SignupWizard />, { session: null });
    expect(screen.getByRole("heading", { level: 2, name: "Registro de Usuario" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("1. Datos de Usuario");
    await next();
    expect(field(/^Nombre \/ Razón Social/)).toHaveAccessibleDescription("El campo Nombre / Razón Social es obligatorio.");
    expect(field(/^Nombre \/ Razón Social/)).toHaveFocus();
    expect(field(/^Nombre de usuario/)).toHaveAccessibleDescription("El campo Nombre de usuario es obligatorio.");
    expect(field(/^Número de documento/)).toHaveAccessibleDescription("El campo Número de documento es obligatorio.");
    expect(sent).toEqual([]);
  });

  it("checks the NIF letter and the password policy before advancing", async () => {
    backend();
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    await userEvent.clear(field(/^Número de documento/));
    await enter(field(/^Número de documento/), "00000000A");
    await userEvent.clear(field(/^Contraseña/));
    await enter(field(/^Contraseña/), "corta");
    await next();
    expect(field(/^Número de documento/)).toHaveAccessibleDescription("La letra de control del NIF no es correcta.");
    expect(field(/^Contraseña/)).toHaveAccessibleDescription(/^La contraseña debe tener al menos 8 caracteres/);
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Datos de Usuario");
  });

  it("copies the document number into a read-only owner tax id, and asks for it otherwise", async () => {
    renderWithPortal(<SignupWizard />, { session: null });
    await enter(field(/^Número de documento/), "12345678Z");
    expect(field(/^CIF del titular/)).toHaveValue("12345678Z");
    expect(field(/^CIF del titular/)).toHaveAttribute("readonly");
    await userEvent.selectOptions(field(/^Titular/), "false");
    expect(field(/^CIF del titular/)).toHaveValue("");
    expect(field(/^CIF del titular/)).not.toHaveAttribute("readonly");
  });

  it("signs a customer up: contracts for the owner's tax id, then the exact payload, then 'Datos recibidos'", async () => {
    const sent = backend();
    const onSuccess = vi.fn();
    renderWithPortal(<SignupWizard onSuccess={onSuccess} />, { session: null });
    await fillCustomer();
    await next();
    expect(await screen.findByRole("heading", { name: "Código de verificación" })).toHaveFocus();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("2. Verificación");
    expect(screen.getByText("por correo electrónico a d***@example.com")).toBeInTheDocument();
    expect(screen.getByText("por SMS al teléfono *** *** 222")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: `${API}/ov/user/api/signupCode`,
      body: { nif: "00000000T", ownerCif: "00000000T", telefono: "600111222" },
    });
    await enterCode();

    expect(await screen.findByRole("heading", { name: "Confirma tus datos" })).toHaveFocus();
    expect(await screen.findByText("ES0021000000000001JN")).toBeInTheDocument();
    expect(screen.getByText("ES0217000000000002AB")).toBeInTheDocument();
    expect(screen.getByText("Martín Ruiz")).toBeInTheDocument();
    expect(screen.getAllByText("00000000T")).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      method: "GET",
      url: `${API}/ov/user/api/userCups`,
      query: { nif: "00000000T", telefono: "600111222", codigo: "123456" },
    });

    await userEvent.click(confirm());
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("4. Datos recibidos");
    expect(sent[2]).toEqual(
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/add`,
        query: {},
        body: {
          username: "javier",
          password: "Javier2026!",
          nif: "00000000T",
          email: "javier@example.com",
          telefono: "600111222",
          firstName: "Javier",
          lastName: "Martín Ruiz",
          language: "es",
          role: "access",
          identification: { typeDoc: "nif", idDoc: "00000000T" },
          ownerCif: "00000000T",
          codigo: "123456",
        },
      }),
    );
    expect(onSuccess).toHaveBeenCalledWith({ status: 201, administrator: false });
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/login");
  });

  it("administrators: the checkbox resets the form, the username comes from the e-mail, the flag goes in the query", async () => {
    const sent = backend();
    renderWithPortal(<SignupWizard />, { session: null });
    await enter(field(/^Nombre \/ Razón Social/), "Fincas Luna");
    await userEvent.click(screen.getByRole("checkbox", { name: "Administrador de finca" }));
    expect(screen.getByRole("heading", { level: 2, name: "Registro de Administrador de Fincas" })).toBeInTheDocument();
    expect(field(/^Nombre \/ Razón Social/)).toHaveValue("");
    expect(field(/^Nombre de usuario/)).toHaveAttribute("readonly");
    expect(screen.queryByLabelText(/^Teléfono/)).not.toBeInTheDocument();
    // The password is chosen from the mailed link: the form asks for none, and says so.
    expect(screen.queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Confirmar contraseña/)).not.toBeInTheDocument();
    expect(screen.getByText(/^No te pedimos una contraseña/)).toBeInTheDocument();
    expect(screen.getByText(/deben estar registrados previamente/)).toBeInTheDocument();
    expect(screen.getByText(/atencion@luzygasiberica\.example/)).toBeInTheDocument();

    await enter(field(/^Nombre \/ Razón Social/), "Fincas Luna");
    await enter(field(/^Email/), "nueva.luna@example.com");
    await userEvent.selectOptions(field(/^Tipo de documento/), "cif");
    await enter(field(/^Número de documento/), "b12345674");
    expect(field(/^Nombre de usuario/)).toHaveValue("nuevaluna-examplecom");
    await next();
    expect(await screen.findByText(/al correo electrónico con el que estás registrado como administrador/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      url: `${ADMIN_API}/ov/user/api/signupCode`,
      query: { isAdministradorFinca: "true" },
      body: { email: "nueva.luna@example.com" },
    });
    await enterCode("654321");
    expect(await screen.findByText("ES0021000000000001JN")).toBeInTheDocument();
    expect(screen.getByText("nuevaluna-examplecom")).toBeInTheDocument();
    expect(sent[1]).toMatchObject({
      url: `${ADMIN_API}/ov/user/api/userCups`,
      query: { email: "nueva.luna@example.com", isAdministradorFinca: "true", codigo: "654321" },
    });

    await userEvent.click(confirm());
    // The password is chosen from the mailed link, never by this signup: the screen says so.
    await screen.findByText(
      "¡Gracias por registrarte! Te hemos enviado un correo electrónico con un enlace para que elijas tu contraseña y actives tu cuenta.",
    );
    expect(sent[2]).toMatchObject({
      url: `${ADMIN_API}/ov/user/api/add`,
      query: { isAdministradorFinca: "true" },
      body: {
        username: "nuevaluna-examplecom",
        telefono: "0",
        nif: "B12345674",
        email: "nueva.luna@example.com",
        lastName: "",
        codigo: "654321",
      },
    });
    expect(sent[2]!.body).not.toHaveProperty("password");
  });

  it("no contract found (403) blocks the send; going back clears it and keeps what was typed", async () => {
    backend({ lookup: () => HttpResponse.json({ code: 403, mensaje: "x" }, { status: 403 }) });
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    expect(await screen.findByRole("alert")).toHaveTextContent(noContract);
    expect(confirm()).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Volver al paso anterior" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Volver al paso anterior" }));
    expect(field(/^Nombre de usuario/)).toHaveValue("javier");
    expect(field(/^Número de documento/)).toHaveValue("00000000T");
  });

  it("an empty contract list is status 0: no contract found, send blocked", async () => {
    backend({ lookup: () => HttpResponse.json({ cupsAsociados: { select: [] }, cupsElectricidad: 0, cupsGas: 0 }) });
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    expect(await screen.findByRole("alert")).toHaveTextContent(noContract);
    expect(confirm()).toBeDisabled();
  });

  it.each([
    [
      "200 with code 103",
      () => HttpResponse.json({ code: 103, mensaje: "x" }),
      "El nombre de usuario ya existe. Por favor, elige otro.",
      false,
    ],
    [
      "500 with code 103",
      () => HttpResponse.json({ code: 103 }, { status: 500 }),
      "El nombre de usuario ya existe. Por favor, elige otro.",
      true,
    ],
    [
      "500",
      () => HttpResponse.json({ code: 500 }, { status: 500 }),
      "Se ha producido un error interno. Por favor, inténtalo más tarde.",
      true,
    ],
    ["403", () => HttpResponse.json({ code: 403 }, { status: 403 }), noContract, true],
    ["465", () => HttpResponse.json({ code: 465 }, { status: 465 }), "La contraseña contiene caracteres especiales no permitidos.", false],
    ["464", () => HttpResponse.json({ code: 464 }, { status: 464 }), "Faltan campos obligatorios por completar.", false],
    [
      "470",
      () => HttpResponse.json({ code: 470 }, { status: 470 }),
      "Has introducido caracteres no permitidos en alguno de los campos.",
      false,
    ],
    [
      "503",
      () => new HttpResponse(null, { status: 503 }),
      "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.",
      false,
    ],
    ["418", () => new HttpResponse(null, { status: 418 }), "Se ha producido un error desconocido. Por favor, inténtalo más tarde.", false],
    [
      "203",
      () => HttpResponse.json({ code: 203 }, { status: 203 }),
      "Se ha producido un error desconocido. Por favor, inténtalo más tarde.",
      true,
    ],
  ])("send answer %s shows its message ", async (_name, add, text, blocked) => {
    const sent = backend({ add });
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    await screen.findByText("ES0021000000000001JN");
    await userEvent.click(confirm());
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    await waitFor(() => expect(confirm()).toHaveProperty("disabled", blocked));
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("3. Resumen");
    expect(sent.filter((r) => r.url.endsWith("/add"))).toHaveLength(1);
  });
});

describe("signupStatusFromAnswer", () => {
  it("reads the 2xx status the client hides from the body", () => {
    expect(signupStatusFromAnswer(null)).toBe(204);
    expect(signupStatusFromAnswer({ code: 103 })).toBe(200);
    expect(signupStatusFromAnswer({ code: 201 })).toBe(201);
    expect(signupStatusFromAnswer({ code: 203 })).toBe(203);
    expect(signupStatusFromAnswer({ code: 207 })).toBe(207);
    expect(signupStatusFromAnswer(undefined)).toBe(201);
    expect(signupStatusFromAnswer({})).toBe(201);
  });
});
