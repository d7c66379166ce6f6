// @ts-check
// `npm run bench:pages`: for `/`, `/products`, a product page, `/cart` and `/checkout` (the last two
// as a guest with one product in the cart), the JavaScript each loads
// (gzip bytes; the React Router + React baseline and our own share), the Lighthouse mobile
// performance score (simulated throttling) with LCP, CLS and TBT, and the axe-core violations by
// impact. Runs the production build on a fresh embedded database. Prints figures; never fails on them.
// `--js-only` measures the JavaScript alone (skipping Lighthouse and axe) and lists each page's files.
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import { freePort, requireBuild, root } from "./bench-support.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/products", "/products/helmelk", "/cart", "/checkout"];
// Pages that show a visitor's own cart are measured with a guest cookie whose cart holds one product.
const withCart = new Set(["/cart", "/checkout"]);
const jsOnly = process.argv.includes("--js-only");
requireBuild();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-pages-"));
const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ORIGIN: base, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: "ignore",
});
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  for (let ready = false; !ready;) {
    ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A guest cart, as a browser makes it: the product page's own 'Add to cart' form, posted.
  const productPage = await (await fetch(`${base}/products/helmelk`)).text();
  const productId = /name="productId" value="([0-9a-f-]{36})"/.exec(productPage)?.[1];
  if (!productId) throw new Error("no 'Add to cart' form on /products/helmelk");
  const added = await fetch(`${base}/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", productId, quantity: "2", redirectTo: "/cart" }),
  });
  const guestCookie = added.headers
    .getSetCookie()
    .find((line) => line.startsWith("storefront_guest="))
    ?.split(";")[0];
  if (!guestCookie) throw new Error(`adding to the cart gave no guest cookie (status ${added.status})`);
  const cookieFor = (/** @type {string} */ page) => (withCart.has(page) ? guestCookie : undefined);
  const [guestName, guestValue] = /** @type {[string, string]} */ (guestCookie.split("="));

  // What a browser really fetches while loading the page (modulepreloads, route modules, chunks
  // imported during hydration), not every asset name the HTML mentions: the inline route manifest
  // names other routes' modules that load only when someone navigates there.
  console.log("JavaScript loaded by each page in Chromium until the network is idle (gzip -9):");
  const measuring = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const page of pages) {
      const tab = await measuring.newPage();
      if (cookieFor(page)) await tab.context().addCookies([{ name: guestName, value: guestValue, url: base }]);
      /** @type {Set<string>} */
      const scripts = new Set();
      tab.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === base && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await tab.goto(base + page, { waitUntil: "networkidle" });
      await tab.close();
      let baseline = 0;
      let ours = 0;
      /** @type {string[]} */
      const files = [];
      for (const script of scripts) {
        const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        // React, React DOM and React Router: the client entry and the vendor chunk (build-tools/chunks.ts).
        if (/^\/assets\/(entry\.client|vendor)-/.test(script)) baseline += gzip;
        else ours += gzip;
        files.push(`      ${kb(gzip).padStart(8)}  ${script.slice("/assets/".length)}`);
      }
      console.log(
        `  ${page.padEnd(18)} ${String(scripts.size).padStart(2)} files  total ${kb(baseline + ours).padStart(8)}  React Router baseline ${kb(baseline).padStart(8)}  ours ${kb(ours).padStart(7)} (budget 25 kB)`,
      );
      if (jsOnly) console.log(files.sort().join("\n"));
    }
  } finally {
    await measuring.close();
  }

  if (!jsOnly) {
    // Lighthouse varies from run to run (its simulation starts from observed timings, and this
    // machine is small and shared), so each page is warmed up and measured several times; the
    // median run is reported, as Lighthouse's own guidance recommends, with every run's score.
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    console.log(`Lighthouse 12 (mobile, simulated throttling), performance, median of ${runs} runs:`);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      for (const page of pages) {
        const cookie = cookieFor(page);
        for (let warm = 0; warm < 5; warm++) await (await fetch(base + page, { headers: cookie ? { cookie } : {} })).text();
        /** @type {Array<{ score: number; line: string }>} */
        const results = [];
        for (let run = 0; run < runs; run++) {
          // As a visitor whose browser speaks the page's language (Norwegian for the unprefixed URLs);
          // Lighthouse's own en-US would measure the first-visit language redirect to /en as well.
          const result = await lighthouse(base + page, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            extraHeaders: { "Accept-Language": "nb-NO,nb;q=0.9", ...(cookie ? { Cookie: cookie } : {}) },
          });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            if (lhr?.runtimeError) console.log(`  ${page.padEnd(18)} one run could not measure: ${lhr.runtimeError.code}`);
            continue;
          }
          const audit = (/** @type {string} */ id) => lhr.audits[id]?.displayValue ?? "?";
          const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          results.push({
            score,
            line: `LCP ${audit("largest-contentful-paint")}  CLS ${audit("cumulative-layout-shift")}  TBT ${audit("total-blocking-time")}  FCP ${audit("first-contentful-paint")}`,
          });
        }
        if (results.length === 0) continue;
        const sorted = [...results].sort((a, b) => a.score - b.score);
        const median = /** @type {{ score: number; line: string }} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
        console.log(`  ${page.padEnd(18)} score ${median.score}  ${median.line}  (runs: ${results.map((r) => r.score).join(", ")})`);
      }
    } finally {
      chrome.kill();
    }

    console.log("axe-core violations (WCAG 2.2 A/AA + best practice):");
    const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      // The site's CSP forbids injected scripts; this context lets axe in.
      const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: guestName, value: guestValue, url: base }]);
      for (const page of pages) {
        const tab = await context.newPage();
        await tab.goto(base + page);
        await tab.addScriptTag({ content: axeSource });
        /** @type {Array<{ id: string; impact: string; nodes: number }>} */
        const violations = await tab.evaluate(async () => {
          // @ts-expect-error axe is injected above
          const result = await window.axe.run(document, {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
          });
          return result.violations.map((/** @type {any} */ violation) => ({
            id: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.length,
          }));
        });
        const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
        console.log(
          `  ${page.padEnd(18)} ${violations.length} violations, ${serious.length} serious/critical${violations.length ? `: ${violations.map((violation) => `${violation.id} (${violation.impact}, ${violation.nodes})`).join(", ")}` : ""}`,
        );
        await tab.close();
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await new Promise((resolve) => server.once("exit", resolve).kill("SIGTERM"));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
