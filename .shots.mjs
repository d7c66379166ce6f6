import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, size, name, action] = spec.split("|");
  const [w, h] = size.split("x").map(Number);
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto("http://localhost:4311" + path);
  if (action) { await page.getByRole("combobox").first().fill(action); await page.waitForTimeout(1200); }
  await page.screenshot({ path: `/tmp/catalog-shot-${name}.png`, fullPage: !action });
  await page.close();
}
await browser.close();
