import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

// The quick form of `npm run drill:access` and `npm run drill:hostile` (scripts/drill-quick.ts): its
// own server on a fresh data directory, the whole access matrix from app/routes.ts, forged posts,
// the cookie crawl, and a sample of the hostile strings with Chromium over the back office. The
// script prints its figures and exits 1 naming every leak, forged post let through, stray cookie,
// answer ≥ 500 or script run.
test("drills: no access leak, no forged post accepted, only necessary cookies, no 500 or script from hostile input", async () => {
  test.setTimeout(900_000);
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/drill-quick.ts"], {
    cwd: root,
    env: { ...process.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  console.log(output);
  expect(output).toMatch(/Access matrix: \d+ cells checked .* 0 leaks/);
  expect(output).toMatch(/Forged requests: \d+ sent .* 0 not refused/);
  expect(output).toMatch(/Sent \d+ requests: 0 answered ≥ 500/);
  expect(code, output.slice(-4000)).toBe(0);
});
