import { expect, test } from "@playwright/test";
import { createRequire } from "node:module";
import { seriousViolations } from "../support/e2e-axe";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// The site's CSP forbids injected scripts; this context lets the test inject axe-core only.
test.use({ bypassCSP: true });

for (const path of ["/", "/products", "/en/products/whole-milk", "/ar/about", "/en/categories", "/ar/become-seller", "/en/sellers-map"]) {
  test(`axe-core finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the open suggestion panel has no serious or critical violations", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("combobox").first().fill("cheese");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }
    ).axe;
    return (await axe.run(document)).violations.map((violation) => ({ id: violation.id, impact: violation.impact }));
  });
  expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
});
