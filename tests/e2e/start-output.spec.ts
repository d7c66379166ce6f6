import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startServer, waitForStatus } from "../support/server-process";

// What `npm start` prints: at a terminal, readable log lines (pino-pretty); into a pipe or a file,
// JSON lines. The one-time password block is the same framed text in both.
const OWNER = "start-output@example.com";
const firstStart = (dataDir: string) => ({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  ADMIN_EMAIL: OWNER,
  ADMIN_PASSWORD: "",
  ALLOW_DEMO_ADMIN_PASSWORD: "",
  LOG_LEVEL: "info",
  LOG_FORMAT: "",
});

/** The framed block of app/server/auth/admins.server.ts, as the README shows it: it stays exactly this. */
function oneTimePasswordNotice(email: string, password: string, origin: string): string {
  const rule = "=".repeat(72);
  return [
    rule,
    "First admin created. Sign in with this one-time password, shown only this once:",
    "",
    `  E-mail:    ${email}`,
    `  Password:  ${password}`,
    `  Sign in:   ${origin}/auth`,
    "",
    "You will be asked to choose a new password at the first sign-in.",
    "Lost it? With SMTP_URL set, 'Forgot your password?' mails a reset link.",
    rule,
    "",
  ].join("\n");
}

/** The one-time password the output shows, and the output without its block. */
function passwordBlock(output: string, origin: string): { password: string; rest: string } {
  const password = /Password:\s+(\S+)/.exec(output)?.[1] ?? "";
  expect(password).toMatch(/^[\w-]{24}$/);
  const block = oneTimePasswordNotice(OWNER, password, origin);
  expect(output).toContain(block);
  return { password, rest: output.replace(block, "") };
}

test("into a pipe the log stays JSON lines, with the password block as plain text", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-start-pipe-"));
  const server = await startServer(firstStart(dataDir));
  try {
    await waitForStatus(`${server.url}/readyz`, 200, 170_000);
    await expect.poll(() => server.output()).toContain("Password:");
    await expect.poll(() => server.output()).toContain('"msg":"storefront listening"');
    const { password, rest } = passwordBlock(server.output(), server.url);
    const lines = rest.split("\n").filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(rest).not.toContain(password);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("at a terminal the log lines are readable, not JSON, and the password block is the same", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-start-tty-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // `script` runs npm start with a pseudo-terminal as its stdout.
  const child = spawn("script", ["-qefc", "node scripts/start.mjs", "/dev/null"], {
    env: { ...process.env, ...firstStart(dataDir), HOST: "127.0.0.1", PORT: String(port), ORIGIN: url, DATABASE_URL: "" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await waitForStatus(`${url}/readyz`, 200, 170_000);
    await expect.poll(() => output).toContain("storefront listening");
    await expect.poll(() => output).toContain("Password:");
    // A terminal ends lines with \r\n; colours come as escape codes.
    // eslint-disable-next-line no-control-regex
    const text = output.replace(/\r\n/g, "\n").replace(/\u001b\[[0-9;]*m/g, "");
    const { rest } = passwordBlock(text, url);
    expect(rest).not.toMatch(/^\{"level"/m);
    expect(rest).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: storefront listening$/m);
    expect(rest).toMatch(/^\s+url: "http:\/\/127\.0\.0\.1:\d+"$/m);
  } finally {
    // `script` hands the signal on to the server, which stops cleanly.
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
