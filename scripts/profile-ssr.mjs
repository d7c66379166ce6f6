// @ts-check
// CPU profile of the production server under load, without its start-up: starts the built server
// in this process, warms it up, then records a V8 CPU profile while autocannon (in another process)
// sends `PROFILE_SECONDS` (default 10) of requests with `PROFILE_CONNECTIONS` (default 10)
// connections to one page, and prints where the time went.
//
//   npm run build && PORT=3809 DATA_DIR=/tmp/profile-data node scripts/profile-ssr.mjs /products/helmelk out.cpuprofile
//
// The database, cache and port come from the environment like `npm start` (DATABASE_URL, PAGE_CACHE, PORT).
// PROFILE_COOKIE sends a Cookie header with every request (a guest's cart, a session: a personal page).
import { execFile } from "node:child_process";
import fs from "node:fs";
import inspector from "node:inspector/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requireBuild, root } from "./bench-support.mjs";
import { printProfileSummary } from "./profile-summary.mjs";

const [page = "/products/helmelk", output = "ssr.cpuprofile"] = process.argv.slice(2);
requireBuild();
process.env.NODE_ENV ??= "production";
process.env.LOG_LEVEL ??= "warn";
process.env.HOST ??= "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
process.env.ORIGIN ??= `http://127.0.0.1:${port}`;
const url = `http://127.0.0.1:${port}${page}`;
const seconds = process.env.PROFILE_SECONDS ?? "10";
const connections = process.env.PROFILE_CONNECTIONS ?? "10";
const cookie = process.env.PROFILE_COOKIE;

/** @type {{ main: () => Promise<{ shutdown(signal: string): Promise<void> }> }} */
const server = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);
const running = await server.main();
while (
  !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (response) => response.ok,
    () => false,
  ))
)
  await new Promise((resolve) => setTimeout(resolve, 100));

const autocannon = path.join(root, "node_modules", "autocannon", "autocannon.js");
/** Runs autocannon in a child process (so its own work stays out of the profile); returns its JSON result. */
function load(/** @type {string} */ duration) {
  return new Promise((resolve, reject) => {
    // Asynchronously: this process's event loop is the server being measured.
    execFile(
      process.execPath,
      [autocannon, "--json", "-c", connections, "-d", duration, ...(cookie ? ["-H", `cookie=${cookie}`] : []), url],
      { maxBuffer: 1 << 24 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

await load("3");
const session = new inspector.Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 200 });
await session.post("Profiler.start");
/** @type {any} */
const result = await load(seconds);
const { profile } = await session.post("Profiler.stop");
session.disconnect();
fs.writeFileSync(output, JSON.stringify(profile));
console.log(
  `${page}: ${result.requests.total} requests in ${seconds} s with ${connections} connections, ${(result.requests.total / Number(seconds)).toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
printProfileSummary(output, Number(process.env.PROFILE_TOP ?? 30), result.requests.total);
await running.shutdown("profile done");
process.exit(0);
