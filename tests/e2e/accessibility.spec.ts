import { expect, test } from "@playwright/test";
import { createRequire } from "node:module";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// The site's CSP forbids injected scripts; this context lets the test inject axe-core only.
test.use({ bypassCSP: true });

for (const path of ["/", "/products", "/en/products/whole-milk", "/ar/about", "/en/categories", "/ar/become-seller", "/en/sellers-map"]) {
  test(`axe-core finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
      return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(" ")) }));
    });
    expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
  });
}

test("the open suggestion panel has no serious or critical violations", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("combobox").first().fill("cheese");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
    return (await axe.run(document)).violations.map((violation) => ({ id: violation.id, impact: violation.impact }));
  });
  expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
});
