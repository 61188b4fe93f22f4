import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, latestMailTo, logIn, tabTo } from "./support";

// 'Mi cuenta' › 'Sesiones y actividad' with the keyboard alone: two browsers logged in as
// the demo customer; 'Cerrar las demás sesiones' in one ends the other's session at once
// (its next navigation lands on the login, its access token still unexpired), the account's
// address gets the notice, and the activity lists the logins and the close.

test.use({ viewport: { width: 1280, height: 900 } });
// Two logins, an e-mail round trip and a keyboard walk: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

test("'Cerrar las demás sesiones' ends a second browser's session at once", async ({ browser }) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const mine = await laptop.newPage();
    const other = await phone.newPage();
    await logIn(other, "demo");
    await logIn(mine, "demo");

    await mine.goto("/admin");
    const item = mine.getByRole("button", { name: "Sesiones y actividad" });
    // The page's chunk first: a Tab before it lands on <body>.
    await expect(item).toBeVisible();
    await tabTo(mine, item);
    await mine.keyboard.press("Enter");
    await expect(item).toHaveAttribute("aria-expanded", "true");
    const current = mine.locator('[data-slot="session"][data-current]');
    await expect(current).toHaveCount(1);
    await expect(current.getByText("Esta sesión")).toBeVisible();
    await expect(mine.locator('[data-slot="session"]:not([data-current])').first()).toBeVisible();
    await expect(mine.locator('[data-slot="activity-entry"][data-kind="login"]').first()).toContainText("Inicio de sesión");
    await expectNoAxeViolations(mine, "sessions and activity");

    await tabTo(mine, mine.getByRole("button", { name: "Cerrar las demás sesiones" }));
    await mine.keyboard.press("Enter");
    // The button goes with the sessions it closed: focus moves to the outcome.
    await expect(mine.locator(":focus")).toContainText("Hemos cerrado las demás sesiones. Solo sigue abierta esta.");
    await expect(mine.locator('[data-slot="session"]')).toHaveCount(1);
    await expect(mine.locator('[data-slot="activity-entry"][data-kind="session-closed"]').first()).toBeVisible();

    // The other browser's next navigation: its access token is refused, and so is the renewal.
    await other.goto("/");
    await other.waitForURL((url) => url.pathname === "/login");

    // This one goes on.
    await mine.reload();
    await expect(mine).toHaveURL(/\/admin$/);
    const mail = await latestMailTo(mine, "demo@example.com");
    expect(mail.subject).toBe("Se han cerrado sesiones de tu cuenta");
  } finally {
    await laptop.close();
    await phone.close();
  }
});
