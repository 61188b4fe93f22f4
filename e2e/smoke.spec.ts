import { expect, test } from "@playwright/test";

test("the API answers unknown calls with a code, and the docs are browsable", async ({ request, page }) => {
  const missing = await request.get("/ov/does-not-exist");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 404 });
  await page.goto("/ov/docs");
  await expect(page.getByRole("heading", { name: "Oficina Virtual API" })).toBeVisible();
  await expect(page.getByText("/ov/invoices/api/fullbilling").first()).toBeVisible();
});
