// One production server for a drill: a fresh PGlite data directory with the drill fixtures, the
// server started once (scripts/start.mjs builds first when the build is stale), and a signed-in
// cookie jar per role. Used by `npm run drill:access` and `npm run drill:hostile`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN } from "../../tests/support/e2e-accounts";
import { freePort, waitForStatus } from "../../tests/support/server-process";
import type { DrillFixtures } from "./fixtures";
import { registerRawTextLoader } from "../raw-text-loader";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Who makes a request: nobody signed in, two customers, kitchen staff of the other restaurant, an admin. */
export const roles = ["anonymous", "customerA", "customerB", "kitchenOther", "admin"] as const;
export type Role = (typeof roles)[number];

export interface DrillServer {
  origin: string;
  fixtures: DrillFixtures;
  /** The Cookie header of each role (the anonymous visitor's is empty). */
  cookies: Record<Role, string>;
  /** A new session of the role (for what ends a session, e.g. signing out), as a Cookie header. */
  freshSession(role: Role): Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

/** Signs in through the sign-in form; the session's cookies as a Cookie header. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  if (response.status !== 302 && response.status !== 303) throw new Error(`signing in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * Starts the drill server: PGlite in a fresh data directory, or the (empty) PostgreSQL database
 * `options.databaseUrl` names; `options.env` adds to or overrides the server's environment.
 */
export async function startDrillServer(options: { databaseUrl?: string; env?: NodeJS.ProcessEnv } = {}): Promise<DrillServer> {
  // The fixtures load the app's modules, which import text as Vite does (`file.txt?raw`).
  registerRawTextLoader();
  const { prepareDrillFixtures } = await import("./fixtures");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-drill-"));
  const fixtures = await prepareDrillFixtures(path.join(dataDir, "db"), origin, options.databaseUrl);
  let output = "";
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ORIGIN: origin,
      DATA_DIR: path.join(dataDir, "db"),
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "error",
      LOG_FORMAT: "json",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The drill is one client sending thousands of form posts; the per-e-mail limit still applies.
      MAIL_LIMIT_PER_CLIENT: "100000",
      // A payment provider, so that its webhook is part of the walk (its API is never reached: nothing is paid).
      PAYMENT_PROVIDERS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_drill",
      STRIPE_WEBHOOK_SECRET: "whsec_drill",
      STRIPE_API_URL: "http://127.0.0.1:9",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const kill = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("exit", kill);
  try {
    await waitForStatus(`${origin}/readyz`, 200, 300_000);
  } catch (error) {
    kill();
    throw new Error(`the drill server did not start: ${(error as Error).message}\n${output}`);
  }
  const accounts = { customerA: fixtures.customer, customerB: fixtures.customerB, kitchenOther: fixtures.kitchen, admin: E2E_ADMIN };
  const freshSession = async (role: Role) => (role === "anonymous" ? "" : signIn(origin, accounts[role].email, accounts[role].password));
  const cookies: Record<Role, string> = {
    anonymous: "",
    customerA: await freshSession("customerA"),
    customerB: await freshSession("customerB"),
    kitchenOther: await freshSession("kitchenOther"),
    admin: await freshSession("admin"),
  };
  return {
    origin,
    fixtures,
    cookies,
    freshSession,
    output: () => output,
    async stop() {
      kill();
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
