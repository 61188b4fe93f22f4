import { esES } from "./es-ES";
import { esESComplete } from "./esESComplete.testing";

function leaves(node: unknown, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

describe("esES catalogue", () => {
  it("has only non-empty strings without stray whitespace", () => {
    for (const [path, text] of leaves(esESComplete)) {
      expect(text.length, path).toBeGreaterThan(0);
      expect(text.trim(), path).toBe(text);
    }
  });

  it("uses only the documented placeholder names", () => {
    const allowed = new Set([
      "field",
      "max",
      "min",
      "count",
      "code",
      "invoice",
      "phone",
      "period",
      "time",
      "seconds",
      "wait",
      "unit",
      "value",
      "date",
    ]);
    for (const [path, text] of leaves(esESComplete)) {
      // Screen labels name their own values ({{line}}, {{page}}…); the catalogue's are fixed.
      const isLabel = path.startsWith("labels.");
      for (const match of text.matchAll(/\{\{(\w+)\}\}/g)) if (!isLabel) expect(allowed.has(match[1] ?? ""), path).toBe(true);
      expect(text.replace(/\{\{\w+\}\}/g, ""), path).not.toMatch(/[{}]/);
    }
  });

  it("keeps only the label areas every page uses in the first load", () => {
    expect(Object.keys(esES.labels).sort()).toEqual(["common", "drafts", "pages"]);
  });

  it("keeps only the message areas of the login page and the frame in the first load", () => {
    expect(Object.keys(esES).sort()).toEqual(["common", "labels", "login", "session", "sessionTimeout"]);
  });

  // Texts quoted by the spec: copied character for character.
  it.each([
    [
      esESComplete.rules.passwordPolicy,
      'La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial (!@#$%^*.). No puede contener los caracteres = _ & ? - / \\ "',
    ],
    [
      esESComplete.rules.usernamePolicy,
      "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)",
    ],
    [esESComplete.rules.allowedChars, "Ha introducido carácteres prohibidos en nuestro sistema."],
    [esESComplete.rules.passwordNotEqual, "La nueva contraseña no debe ser igual a la contraseña actual"],
    [esESComplete.rules.firstnameLength, "La longitud máxima del nombre o razón social debe de ser de {{max}} caracteres"],
    [esESComplete.rules.lastnameLength, "La longitud máxima de los apellidos (sumando ambos) debe de ser de {{max}} caracteres"],
    [esESComplete.rules.documentPolicy, "El número de documento debe de contener sólo números o letras, y tener entre 8 y 10 caracteres"],
    [esESComplete.rules.cupsUser, "El CUPS seleccionado debe estar entre los CUPS del usuario"],
    [esESComplete.rules.textareaCount, "El campo {{field}} no debe ser mayor a {{max}} caracteres"],
    [esESComplete.emailLinkPassword.minLength, "La contraseña debe tener al menos 8 caracteres."],
    [
      esESComplete.emailLinkPassword.complexity,
      "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial",
    ],
    [esESComplete.emailLinkPassword.mismatch, "Las contraseñas no coinciden."],
    [esESComplete.dateRange.desdeRequired, "El campo Desde es obligatorio."],
    [esESComplete.dateRange.hastaRequired, "El campo Hasta es obligatorio."],
    [esESComplete.dateRange.range12Months, "Sólo es posible realizar una consulta en un rango de 12 meses."],
    [esESComplete.dateRange.range1Month, "Sólo es posible realizar una consulta en el rango de 1 mes."],
    [esESComplete.dateRange.range1Year, "Sólo es posible realizar una consulta en el rango de 1 año."],
    [esESComplete.dateRange.hastaBeforeDesde, "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta."],
    [
      esESComplete.reading.numeric,
      "El campo {{field}} sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles",
    ],
    [esESComplete.reading.positive, "El campo {{field}} debe de ser mayor que cero (0)"],
    [esESComplete.connectionCheck.button, "Comprobar conexión"],
    [esESComplete.connectionCheck.success, "La conexión se ha verificado correctamente."],
    [esES.login.codes["104"], "El usuario y/o contraseña no son correctos para ingresar."],
    [esES.login.codes["462"], "El usuario y/o contraseña no son correctos para ingresar."],
    [esES.login.codes["500"], "El usuario y/o contraseña no son correctos para ingresar."],
    [esES.login.codes["401"], "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente."],
    [esES.session.expired, "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente."],
    [esESComplete.changePassword.statuses.default, "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde."],
    [esESComplete.passwordReset.statuses.default, "Ha ocurrido un error inesperado."],
    [esESComplete.tokenPages.requestNewLink, "Solicitar nuevo enlace"],
    [esESComplete.issues.success, "El registro de la nueva solicitud se ha realizado con éxito."],
    [esESComplete.issues.contactSoon, "Nos pondremos en contacto lo antes posible."],
    [esESComplete.issues.error, "Ha habido un error, inténtalo nuevamente."],
    [esESComplete.issues.empty, "No se han encontrado solicitudes."],
    [esESComplete.contracts.empty, "No se han encontrado productos contratados."],
    [esESComplete.contracts.detailError, "Se ha producido un error al intentar obtener la información del contrato {{code}}"],
    [esESComplete.invoices.empty, "No se han encontrado facturas en las fechas seleccionadas."],
    [esESComplete.invoices.pdfError, "Ha ocurrido un error al intentar descargar el PDF de la factura."],
    [esESComplete.invoices.pdfErrorWithNumber, "Ha ocurrido un error al intentar descargar la factura: {{invoice}}"],
    [esESComplete.invoices.zipError, "Ha ocurrido un error al intentar descargar el ZIP de la factura."],
    [esESComplete.invoices.fileError, "Ha ocurrido un error al intentar descargar el archivo solicitado."],
    [esESComplete.invoices.exportZipError, "Ha ocurrido un error al intentar exportar las facturas en ZIP"],
    [esESComplete.invoices.exportExcelError, "Ha ocurrido un error al intentar exportar las facturas en EXCEL"],
    [esESComplete.invoices.exportPdfError, "Ha ocurrido un error al intentar exportar las facturas en PDF"],
    [esESComplete.invoices.pdfUnavailable, "PDF No disponible"],
    [
      esESComplete.invoices.overLimit,
      "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos.",
    ],
    [esESComplete.invoices.currentResults, "Resultados actuales {{count}}"],
    [esESComplete.invoices.brokenLimits, "Límites incumplidos:"],
    [esESComplete.exportLimits.excel, "EXCEL: 1,000 resultados"],
    [esESComplete.exportLimits.pdfZip, "PDF, ZIP: 200 resultados"],
    [esESComplete.exportLimits.yearRange, "Sólo se permite 1 Año como máximo para las exportaciones."],
    [esES.common.unknownError, "Error desconocido"],
    [esES.common.processingError, "Error al procesar la solicitud."],
    [esESComplete.telemetry.empty, "No se han encontrado mediciones para las fechas seleccionadas."],
    [esESComplete.certificate.empty, "No se han encontrado certificados en las fechas seleccionadas."],
  ])("keeps the spec text %#", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("maps codes that share a meaning to the same text", () => {
    expect(esES.login.codes["157"]).toBe(esES.login.codes["461"]);
    expect(esES.login.codes["404"]).toBe(esES.login.codes["470"]);
    expect(esESComplete.signup.statuses["0"]).toBe(esESComplete.signup.statuses["403"]);
    expect(esESComplete.signup.statuses["201"]).toBe(esESComplete.signup.statuses["207"]);
    expect(esESComplete.changePassword.statuses["400"]).toBe(esESComplete.changePassword.statuses["500"]);
  });

  it("describes the not-validated account politely, in Spanish", () => {
    expect(esES.login.codes["157"]).toBe("Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.");
  });
});
