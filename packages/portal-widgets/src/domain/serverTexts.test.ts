import { ApiMessage, writeQuotaMessage } from "@oficina-virtual/api-contract";
import { esES } from "../locales/es-ES";
import { formatMessage } from "../locales/format";
import { loadMessages } from "../locales/load";
import { downloadsBusyText, tooManyAttemptsText, writeQuotaText } from "./serverTexts";

// The server's texts (apps/api: auth/rateLimit.ts, documents/pool/exportGate.ts), copied: the
// library may not import the server.
const THROTTLED = "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos.";
const USER_BUSY = "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.";

describe("a throttled login or password change (429)", () => {
  it("shows the server's Spanish exactly in es-ES, whatever Retry-After says", () => {
    expect(tooManyAttemptsText({ mensaje: THROTTLED, retryAfterSeconds: 60 }, "es-ES", esES)).toBe(THROTTLED);
    expect(tooManyAttemptsText({ mensaje: "Otro texto." }, "es-ES", esES)).toBe("Otro texto.");
    // es-ES's own key says the same as the server, for hosts that read it.
    expect(formatMessage(esES.common.tooManyAttempts, { wait: "12 minutos" })).toBe(THROTTLED);
  });

  it.each([
    ["ca-ES", 720, "Has superat el nombre d'intents. Torna-ho a provar d'aquí a 12 minuts."],
    ["ca-ES", 60, "Has superat el nombre d'intents. Torna-ho a provar d'aquí a 1 minut."],
    ["eu-ES", 61, "Saiakera-kopurua gainditu duzu. Saiatu berriro 2 minutu barru."],
    ["gl-ES", 1, "Superaches o número de intentos. Téntao de novo dentro de 1 minuto."],
    ["en", 900, "You have exceeded the number of attempts. Try again in 15 minutes."],
  ] as const)("in %s with Retry-After %i, the catalogue's text and the wait in minutes, rounded up", async (locale, seconds, text) => {
    expect(tooManyAttemptsText({ mensaje: THROTTLED, retryAfterSeconds: seconds }, locale, await loadMessages(locale))).toBe(text);
  });

  it("says 'later' when the answer gave no wait", async () => {
    expect(tooManyAttemptsText({ mensaje: THROTTLED }, "en", await loadMessages("en"))).toBe(
      "You have exceeded the number of attempts. Try again later.",
    );
  });
});

describe("a write over its quota (429)", () => {
  const QUOTA = writeQuotaMessage(60);

  it("shows the server's Spanish exactly in es-ES; es-ES's own key says the same", () => {
    expect(writeQuotaText({ mensaje: QUOTA, retryAfterSeconds: 3600 }, "es-ES", esES)).toBe(QUOTA);
    expect(formatMessage(esES.common.writeQuota, { wait: "60 minutos" })).toBe(QUOTA);
    // An answer without a text (a proxy's 429) still says how long to wait.
    expect(writeQuotaText({ mensaje: "", retryAfterSeconds: 120 }, "es-ES", esES)).toBe(writeQuotaMessage(2));
  });

  it.each([
    ["ca-ES", 3600, "Has arribat al límit d'enviaments per ara. Torna-ho a provar d'aquí a 60 minuts."],
    ["eu-ES", 61, "Oraingoz bidalketen mugara iritsi zara. Saiatu berriro 2 minutu barru."],
    ["gl-ES", 60, "Acadaches o límite de envíos polo momento. Téntao de novo dentro de 1 minuto."],
    ["en", 900, "You have reached the limit of submissions for now. Try again in 15 minutes."],
  ] as const)("in %s with Retry-After %i, the catalogue's text and the wait", async (locale, seconds, text) => {
    expect(writeQuotaText({ mensaje: QUOTA, retryAfterSeconds: seconds }, locale, await loadMessages(locale))).toBe(text);
  });

  it("says 'later' when the answer gave no wait", async () => {
    expect(writeQuotaText({ mensaje: QUOTA }, "en", await loadMessages("en"))).toBe(
      "You have reached the limit of submissions for now. Try again later.",
    );
  });
});

describe("a refused download (429)", () => {
  it("shows the server's text in es-ES, the catalogue's when it sent none", () => {
    expect(downloadsBusyText(ApiMessage.downloadsServerBusy, "es-ES", esES)).toBe(ApiMessage.downloadsServerBusy);
    expect(downloadsBusyText("Ya tienes una descarga en curso. Espera a que termine e inténtalo de nuevo.", "es-ES", esES)).toBe(
      "Ya tienes una descarga en curso. Espera a que termine e inténtalo de nuevo.",
    );
    expect(downloadsBusyText(undefined, "es-ES", esES)).toBe(USER_BUSY);
  });

  it("tells the server's refusal from the user's own limit in another language", async () => {
    const en = await loadMessages("en");
    expect(downloadsBusyText(ApiMessage.downloadsServerBusy, "en", en)).toBe(
      "There are many downloads in progress. Try again in a few seconds.",
    );
    expect(downloadsBusyText(USER_BUSY, "en", en)).toBe(en.common.downloadsBusy);
    expect(downloadsBusyText(undefined, "en", en)).toBe(en.common.downloadsBusy);
  });
});
