// Shared by the drill:* and soak scripts: the app server as a child process that can be killed and
// restarted on the same data, a private PostgreSQL cluster that can be stopped, a cookie-keeping
// HTTP client, and the setup rows the load needs (customers with passwords, tracked stock).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/setup.server";
import { createLogger } from "../app/server/logger.server";
import type { SmtpSink } from "../tests/support/smtp-sink";
import { adminQuery, freePort, root } from "./bench-support.mjs";

export { percentile, requireBuild } from "./bench-support.mjs";

export const AUTH_SECRET = "drill-secret-drill-secret-drill-secret-00";
export const CUSTOMER_PASSWORD = "drill-customer-password-7";

/** Where the drill's data lives: a PGlite directory, or a database of its own on a PostgreSQL server. */
export interface DrillStore {
  engine: "pglite" | "postgres";
  dataDir: string;
  databaseUrl: string;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/** A fresh store: PGlite in a temporary directory, or `create database` on the server `serverUrl` names. */
export async function createStore(name: string, engine: "pglite" | "postgres", serverUrl?: string): Promise<DrillStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-drill-${name}-`));
  let databaseUrl = "";
  const databaseName = `storefront_drill_${name}_${process.pid}`;
  if (engine === "postgres") {
    if (!serverUrl) throw new Error("PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
    await adminQuery(serverUrl, `create database "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }),
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (engine === "postgres" && serverUrl) await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
    },
  };
}

/** Migrates and seeds the store and gives every product a tracked stock of `stock`. */
export async function prepareStore(handle: DatabaseHandle, options: { stock: number }): Promise<void> {
  await prepareDatabase(handle, createLogger("warn"));
  await handle.db.execute(sql`update products set stock_quantity = ${options.stock}`);
}

/**
 * Registers `count` customers (password CUSTOMER_PASSWORD) the way a visitor does: the form at
 * /en/auth, then the confirmation link of the mail the SMTP sink received. Returns their addresses.
 */
export async function registerCustomers(base: string, sink: Pick<SmtpSink, "messages">, count: number, prefix: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.com`;
    const visitor = new Visitor(base);
    const answer = await visitor.request("/en/auth", { form: { intent: "register", email, password: CUSTOMER_PASSWORD } });
    if (answer.status !== 200) throw new Error(`registering ${email}: ${answer.status}`);
    let link: string | undefined;
    for (let attempt = 0; attempt < 100 && !link; attempt++) {
      const mail = sink.messages.filter((message) => message.to.includes(email)).at(-1);
      // Quoted-printable soft breaks and '=' undone before the link is read.
      const text = mail?.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
      link = text && /(\/(?:[a-z]{2}\/)?auth\/verify\?token=[^\s"&<]+)/.exec(text)?.[1];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!link) throw new Error(`no confirmation link mailed to ${email}`);
    const confirmed = await visitor.request(link);
    if (confirmed.status >= 400) throw new Error(`confirming ${email}: ${confirmed.status}`);
    emails.push(email);
  }
  return emails;
}

/** Every product's stock now (tracked ones), by id. */
export async function stockSnapshot(handle: DatabaseHandle): Promise<Map<string, number>> {
  const rows = (await handle.db.execute(sql`select id, stock_quantity from products where stock_quantity is not null`)).rows as {
    id: string;
    stock_quantity: number;
  }[];
  return new Map(rows.map((row) => [row.id, Number(row.stock_quantity)]));
}

export interface AppProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

/**
 * Starts the production server on `store` (same data every time: the drills restart it) on `port`.
 * Its output is kept (the last 200 kB) for a failure report. `memoryProbe` preloads
 * scripts/bench-realtime-probe.mjs (with --expose-gc and an IPC channel): `measureMemory` then asks
 * the server for its memory after a full GC.
 */
export function startApp(
  store: DrillStore,
  port: number,
  env: NodeJS.ProcessEnv = {},
  options: { memoryProbe?: boolean } = {},
): AppProcess {
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const probe = options.memoryProbe ? ["--expose-gc", "--import", path.join(root, "scripts", "bench-realtime-probe.mjs")] : [];
  const child = spawn(process.execPath, [...probe, path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ORIGIN: base,
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      NODE_ENV: "production",
      AUTH_SECRET,
      MAIL_LIMIT_PER_CLIENT: "100000",
      ...env,
    },
    stdio: options.memoryProbe ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { base, child, output: () => output, exited };
}

/** The server's memory in bytes after a full GC (a server started with `memoryProbe`). */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  gc: boolean;
}

/** Asks the probe preloaded into `app` (startApp's `memoryProbe`) for its memory after a full GC. */
export function measureMemory(app: AppProcess, timeoutMs = 30_000): Promise<ServerMemory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server's memory probe did not answer")), timeoutMs);
    app.child.once("message", (message) => {
      clearTimeout(timer);
      resolve(message as ServerMemory);
    });
    app.child.send("measure");
  });
}

/** The errors the server logged (pino's JSON lines at level error or fatal) in its kept output: message, error code and text. */
export function loggedErrors(output: string): string[] {
  const errors: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: string;
        msg?: string;
        err?: { message?: string; code?: string; cause?: { code?: string; message?: string } };
      };
      if (entry.level !== "error" && entry.level !== "fatal") continue;
      const cause = entry.err?.cause ?? entry.err;
      errors.push([entry.msg, cause?.code, cause?.message?.split("\n")[0]].filter(Boolean).join(": "));
    } catch {
      // Not a log line.
    }
  }
  return errors;
}

/** Resolves true once `base`/readyz answers 200, false when the process exits or `timeoutMs` passes first. */
export async function becomesReady(app: AppProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return false;
    const ok = await fetch(`${app.base}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Ends the app: SIGKILL (the drill's crash) or SIGTERM (a normal stop); resolves once it is gone. */
export async function stopApp(app: AppProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
  await app.exited;
}

export { freePort };

/** A visitor: keeps the cookies the server sets and sends its forms from the site's own origin. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\b/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, redirects not followed (the caller sees them); the body is read whole. */
  async request(pathname: string, init: { method?: string; form?: Record<string, string> | [string, string][]; timeoutMs?: number } = {}) {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = this.base;
    }
    const response = await fetch(`${this.base}${pathname}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      redirect: "manual",
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const body = await response.text();
    this.remember(response);
    return { status: response.status, headers: response.headers, body, location: response.headers.get("location") };
  }
}

/** The ids of the products the catalogue's cards offer 'Add to cart' for (those without options). */
export async function cartProductIds(base: string): Promise<string[]> {
  const catalogue = await (await fetch(`${base}/products`)).text();
  const forms = catalogue.matchAll(/<form[^>]*action="\/cart"[^>]*>.*?<\/form>/gs);
  const ids = [...new Set([...forms].flatMap((form) => [...(/name="productId" value="([0-9a-f-]{36})"/.exec(form[0])?.slice(1) ?? [])]))];
  if (ids.length === 0) throw new Error("no 'Add to cart' form on /products");
  return ids;
}

/** A private PostgreSQL 15 cluster in a temporary directory on a free port (run as the `postgres` user when this is root). */
export async function startPrivateCluster(binDir = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin") {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-drill-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(binDir, command),
      asRoot ? ["-u", "postgres", "--", path.join(binDir, command), ...args] : args,
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `pg_ctl stop -m immediate`: the server goes at once, as in a crash (recovery at the next start). */
    stopImmediate: () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]),
    async remove() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engines to run: `--engines` / BENCH_ENGINES, else PGlite plus PostgreSQL when a server URL is set. */
export function chosenEngines(option: string | undefined, serverUrl: string | undefined): ("pglite" | "postgres")[] {
  const list = option ?? process.env.BENCH_ENGINES;
  const engines = list ? list.split(",").map((item) => item.trim()) : serverUrl ? ["pglite", "postgres"] : ["pglite"];
  for (const engine of engines) if (engine !== "pglite" && engine !== "postgres") throw new Error(`unknown engine ${engine}`);
  return engines as ("pglite" | "postgres")[];
}

/** The last line a drill prints: its figures as JSON, for the test suite's quick forms. */
export function printResult(result: Record<string, unknown>): void {
  console.log(`DRILL-RESULT ${JSON.stringify(result)}`);
}

export { decodeHtml, fieldValue, type FormField, formBody, type PageForm, readForms } from "./drill-forms";
