import { expect, type Page, test } from "@playwright/test";
import { chooseIssueOptions, logIn } from "./support";

// Sessions that keep the customer's work.

const EXPIRED_TEXT = "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.";

/** Ends the session on the server, as the API's own logout does: from then on the page's
 * access token answers 401, which the portal treats as an expired session. */
async function endSessionOnServer(page: Page) {
  const { accessToken, refreshToken } = await page.evaluate(() => ({
    accessToken: localStorage.getItem("accessToken"),
    refreshToken: localStorage.getItem("refreshToken"),
  }));
  const response = await page.request.post("/ov/user/api/logout", {
    headers: { refresh_token: refreshToken ?? "", authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(204);
}

test("a draft request survives a forced re-login, and a send clears it", async ({ page }) => {
  await logIn(page, "demo");
  await page.goto("/new-issue");
  const subject = "Lectura estimada en marzo";
  const description = "El contador marcaba 12345 y la factura estima 13000.\nAdjunto foto en otra solicitud.";
  await page.getByLabel(/^Asunto/).fill(subject);
  await chooseIssueOptions(page);
  const cups = await page.getByLabel(/^CUPS/).inputValue();
  await page.getByLabel(/^Descripción/).fill(description);

  // The session ends while the customer writes; Enviar meets a 401.
  await endSessionOnServer(page);
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.waitForURL("**/login");
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  // Nothing of the session is left in localStorage but the flags the login screen reads.
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(["isAdministradorFinca"]);

  await logIn(page, "demo");
  await page.goto("/new-issue");
  await expect(page.getByText("Hemos recuperado tu borrador")).toBeVisible();
  await expect(page.getByLabel(/^Asunto/)).toHaveValue(subject);
  await expect(page.getByLabel(/^Descripción/)).toHaveValue(description);
  await expect(page.getByLabel(/^CUPS/)).toHaveValue(cups);
  await expect(page.getByLabel(/^Código de contrato/)).not.toHaveValue("");

  // Discard, then undo: the text comes back again.
  await page.getByRole("button", { name: "Descartar borrador" }).click();
  await expect(page.getByLabel(/^Asunto/)).toHaveValue("");
  await page.getByRole("button", { name: "Deshacer" }).click();
  await expect(page.getByLabel(/^Asunto/)).toHaveValue(subject);

  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("El registro de la nueva solicitud se ha realizado con éxito.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("ov:drafts"))).toBeNull();
});

test("a token found expired when the portal reopens: /login with the expiry text, stale token and profile gone", async ({ page }) => {
  await logIn(page, "demo");
  await page.evaluate(() => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const expired = `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
    localStorage.setItem("accessToken", expired);
    localStorage.setItem("user-token", expired);
  });
  await page.goto("/");
  await page.waitForURL("**/login");
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  const left = await page.evaluate(() => ({ ...localStorage }));
  expect(left.accessToken).toBeUndefined();
  expect(left.profile).toBeUndefined();
});

test("logout in one tab ends the session in the other, as a logout", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await logIn(first, "demo");
  await second.goto("/issues");
  await expect(second.getByRole("heading", { name: "Solicitudes" })).toBeVisible();

  await first.getByRole("button", { name: "Cerrar sesión" }).click();
  await first.waitForURL("**/login");

  await second.waitForURL("**/login");
  await expect(second.getByRole("button", { name: "Entrar" })).toBeVisible();
  await expect(second.getByText(EXPIRED_TEXT)).toHaveCount(0);
  // E-mail and totals go with the rest (more than the spec's list, on purpose).
  const left = await second.evaluate(() => Object.keys(localStorage).sort());
  expect(left).toEqual(["isAdministradorFinca"]);
});
