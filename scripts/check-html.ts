// `npm run check:html`: renders every page of app/routes.ts that a visitor, a customer and an admin
// can open (in nb, en and ar; the admin with Edit Mode off and on) from the production server on a
// fresh data directory, and runs the Nu Html Checker (vnu-jar, on Java) once over all of them.
// Fails on any error but the CSS the checker does not know (TOLERATED_CSS in scripts/check-html-plan.ts).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import routes from "../app/routes";
import { headerMenuStyles } from "../app/server/db/schema/factories";
import { type Fixtures, headerStylePages, htmlCheckPlan, type PagePlan, type Role, tolerated } from "./check-html-plan";
import { freePort, waitForStatus } from "../tests/support/server-process";
import { E2E_ADMIN } from "../tests/support/e2e-accounts";
import { registerRawTextLoader } from "./raw-text-loader";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
let phaseStarted = started;
/** Seconds since the previous call (the phase just done). */
const phase = () => {
  const now = Date.now();
  const taken = ((now - phaseStarted) / 1000).toFixed(1);
  phaseStarted = now;
  return taken;
};

// Every route must be known before anything starts: a new route fails here with its id.
const plan = htmlCheckPlan(routes);
if (plan.unknown.length > 0) {
  console.error(
    `check:html does not know how to open these routes of app/routes.ts: ${plan.unknown.join(", ")}.\n` +
      `Add each to PAGES (with its parameters and who may open it) or to RESOURCES (with why it is not an HTML page) in scripts/check-html-plan.ts.`,
  );
  process.exit(1);
}

const jar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
if (!fs.existsSync(jar)) {
  console.error(`No Nu Html Checker at ${jar}: run npm ci.`);
  process.exit(1);
}
// The checker runs on Java 11 or newer (the jar comes with the vnu-jar package; nothing is downloaded).
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error("No Java: the Nu Html Checker needs Java 11 or newer, e.g. sudo apt-get install -y openjdk-17-jre-headless");
  process.exit(1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-check-html-"));
const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-check-html-pages-"));

// The data the parameters come from, written through the app's commands before the server opens
// the directory. Those modules import text as Vite does (`file.txt?raw`): a loader hook reads it.
registerRawTextLoader();
const { prepareFixtures } = await import("./check-html-fixtures");
const fixtures: Fixtures = await prepareFixtures(path.join(dataDir, "db"), origin);
console.log(`Fixtures written (${phase()} s)`);

// The production server (scripts/start.mjs builds first when the build is missing or stale).
console.log("Starting the production server (it builds first when the build is missing or older than the sources)…");
let serverOutput = "";
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ORIGIN: origin,
    DATA_DIR: path.join(dataDir, "db"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk.toString()));
const serverExited = new Promise((resolve) => server.on("exit", resolve));
const stopServer = () => {
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("exit", stopServer);

const failures: string[] = [];
try {
  await waitForStatus(`${origin}/readyz`, 200, 300_000);
  console.log(`Server ready (${phase()} s)`);
} catch (error) {
  console.error(`The server did not start: ${(error as Error).message}\n${serverOutput}`);
  process.exit(1);
}

const describe = (page: PagePlan) => `${page.url} as ${page.role}${page.headerStyle ? ` with header style ${page.headerStyle}` : ""}`;

/** Cookies per role: the visitor holds the guest cookie of the fixtures' restaurant cart. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));
  if (response.status !== 302 && response.status !== 303) throw new Error(`signing in as ${email} answered ${response.status}`);
  return cookies.join("; ");
}
const customerCookies = await signIn(fixtures.customer.email, fixtures.customer.password);
const adminCookies = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
const cookiesOf: Record<Role, string> = {
  visitor: `storefront_guest=${fixtures.visitorGuestId}`,
  customer: customerCookies,
  admin: adminCookies,
  "admin-edit": `${adminCookies}; storefront_edit_mode=on`,
};

const pages: PagePlan[] = plan.pages(fixtures);
const files = new Map<string, PagePlan>();
let index = 0;
async function render(page: PagePlan): Promise<void> {
  const response = await fetch(`${origin}${page.url}`, {
    redirect: "manual",
    headers: { cookie: cookiesOf[page.role], "accept-language": "nb" },
  });
  const body = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== page.status || !type.startsWith("text/html")) {
    const location = response.headers.get("location");
    failures.push(
      `${describe(page)} (route ${page.routeId}) answered ${response.status} ${type}${location ? ` → ${location}` : ""}, expected ${page.status} text/html`,
    );
    return;
  }
  const file = path.join(pagesDir, `${String(index++).padStart(4, "0")}.html`);
  fs.writeFileSync(file, checkStylesOnce(body));
  files.set(`file:${file}`, page);
}
/**
 * The site's stylesheet is inlined in every page (ADR 0007): the checker reads each distinct
 * <style> once, in the first page that has it, and the other pages keep it empty, so that its CSS
 * is not checked 450 times over.
 */
const seenStyles = new Set<string>();
function checkStylesOnce(html: string): string {
  return html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (whole, open: string, css: string, close: string) => {
    if (!seenStyles.has(css)) {
      seenStyles.add(css);
      return whole;
    }
    return `${open}${close}`;
  });
}

// A few at a time: the server renders while the next requests wait.
const queue = [...pages];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let page = queue.shift(); page; page = queue.shift()) await render(page);
  }),
);
// Then the home page in every header style, set as an admin does in Edit Mode (the default style last, as it was).
const styles = [...headerMenuStyles.filter((style) => style !== fixtures.headerStyle), fixtures.headerStyle];
for (const style of styles) {
  const saved = await fetch(`${origin}/edit-mode/save`, {
    method: "POST",
    headers: { origin, cookie: cookiesOf["admin-edit"], "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "header-style", style }),
  });
  if (!saved.ok) failures.push(`setting the header style ${style} answered ${saved.status}: ${await saved.text()}`);
  await Promise.all(headerStylePages(style).map(render));
}
console.log(
  `Rendered ${files.size} pages of ${plan.routeCount} routes (${plan.resourceCount} routes skipped: not HTML pages) in ${phase()} s`,
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}
// One run of the checker for every page (the JVM's start is the slow part); it writes JSON to stderr.
const vnu = spawnSync(
  "java",
  [
    "-Xss8m",
    "-jar",
    jar,
    "--errors-only",
    "--no-langdetect",
    "--format",
    "json",
    "--exit-zero-always",
    ...[...files.keys()].map((url) => url.slice("file:".length)),
  ],
  {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  },
);
let messages: VnuMessage[];
try {
  if (vnu.status !== 0) throw new Error(vnu.error?.message ?? `exit ${vnu.status}`);
  messages = (JSON.parse(vnu.stderr) as { messages: VnuMessage[] }).messages;
} catch (error) {
  console.error(`The Nu Html Checker failed (${(error as Error).message}):\n${vnu.stderr.slice(0, 2000)}`);
  process.exit(1);
}
let toleratedCount = 0;
const errors = new Map<string, string[]>();
for (const message of messages) {
  // Errors, and files the checker could not read; warnings and notes do not count.
  if (message.type !== "error" && message.type !== "non-document-error") continue;
  if (tolerated(message.message)) {
    toleratedCount++;
    continue;
  }
  const page = files.get(message.url);
  const where = page ? describe(page) : message.url;
  const key = message.message;
  errors.set(key, [
    ...(errors.get(key) ?? []),
    `${where}${message.lastLine ? ` line ${message.lastLine}` : ""}${message.extract ? `: ${message.extract.replace(/\s+/g, " ").trim()}` : ""}`,
  ]);
}
stopServer();
await serverExited;
fs.rmSync(dataDir, { recursive: true, force: true });

for (const [message, places] of errors) {
  failures.push(
    `${message} (${places.length}×)\n    ${places.slice(0, 5).join("\n    ")}${places.length > 5 ? `\n    … and ${places.length - 5} more` : ""}`,
  );
}
const errorCount = [...errors.values()].reduce((sum, places) => sum + places.length, 0);
console.log(
  `Checked ${files.size} pages: ${errorCount} errors, ${toleratedCount} tolerated CSS messages (TOLERATED_CSS in scripts/check-html-plan.ts); the checker took ${phase()} s, all ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failures.length > 0) {
  console.error(`\n✖ check:html found:\n- ${failures.join("\n- ")}\n\nThe checked pages are kept in ${pagesDir}.`);
  process.exitCode = 1;
} else {
  fs.rmSync(pagesDir, { recursive: true, force: true });
}
