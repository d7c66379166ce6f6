// @ts-check
// `npm run bench:startup`: cold start of the production build to the first 200 (fresh and existing
// DATA_DIR), and the JavaScript the home page loads (gzip and brotli bytes). Prints its figures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort, requireBuild, root } from "./bench-support.mjs";

requireBuild();

/** Starts the server and measures milliseconds until GET / answers 200. */
async function coldStart(/** @type {string} */ dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  return { ms, port, stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-"));
const fresh = await coldStart(dataDir);
await fresh.stop();
const existing = await coldStart(dataDir);

const html = await (await fetch(`http://127.0.0.1:${existing.port}/`)).text();
const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const script of scripts) {
  const body = Buffer.from(await (await fetch(`http://127.0.0.1:${existing.port}${script}`)).arrayBuffer());
  raw += body.length;
  gzip += zlib.gzipSync(body, { level: 9 }).length;
  brotli += zlib.brotliCompressSync(body).length;
}
await existing.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`cold start to first 200, empty DATA_DIR (migrate + seed): ${Math.round(fresh.ms)} ms`);
console.log(`cold start to first 200, existing DATA_DIR:               ${Math.round(existing.ms)} ms`);
console.log(`home page JavaScript: ${scripts.size} files, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
