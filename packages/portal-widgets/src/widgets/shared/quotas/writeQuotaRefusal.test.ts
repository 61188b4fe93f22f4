import { writeQuotaMessage } from "@oficina-virtual/api-contract";
import { ApiError } from "../../../core/client/ApiError";
import { esES } from "../../../locales/es-ES";
import { loadMessages } from "../../../locales/load";
import { writeQuotaRefusal } from "./writeQuotaRefusal";

const refused = (status: number, mensaje: string, retryAfterSeconds?: number) =>
  new ApiError({ kind: "http", status, code: status, body: { code: status, mensaje }, retryAfterSeconds, message: mensaje });

describe("writeQuotaRefusal", () => {
  it("reads a 429: the server's text in es-ES, the catalogue's with the wait in another language", async () => {
    expect(writeQuotaRefusal(refused(429, writeQuotaMessage(60), 3600), "es-ES", esES)).toBe(writeQuotaMessage(60));
    expect(writeQuotaRefusal(refused(429, writeQuotaMessage(60), 3600), "gl-ES", await loadMessages("gl-ES"))).toBe(
      "Acadaches o límite de envíos polo momento. Téntao de novo dentro de 60 minutos.",
    );
  });

  it("leaves any other failure to the form", () => {
    expect(writeQuotaRefusal(refused(500, "Error interno del servidor."), "es-ES", esES)).toBeUndefined();
    expect(writeQuotaRefusal(new Error("x"), "es-ES", esES)).toBeUndefined();
  });
});
