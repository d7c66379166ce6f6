// @ts-check
// The end-to-end tests' second server, on PostgreSQL (playwright.config.ts starts it when
// TEST_DATABASE_URL is set): a database of its own on that server, created here and dropped when
// the server stops, so the user journeys playwright.config.ts lists in postgresJourneys also run on
// the production engine.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("TEST_DATABASE_URL is not set: it names the PostgreSQL server the end-to-end database is made on.");
  process.exit(1);
}
const prefix = "storefront_e2e_";
const name = `${prefix}${process.pid}`;

async function onServer(/** @type {(client: pg.Client) => Promise<unknown>} */ work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isAlive = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

await onServer(async (client) => {
  // A run that was killed outright left its database behind: drop those whose process is gone.
  const { rows } = await client.query("select datname from pg_database where datname like $1", [`${prefix}%`]);
  for (const { datname } of rows) {
    const pid = Number(String(datname).slice(prefix.length));
    if (Number.isInteger(pid) && !isAlive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
  }
  await client.query(`create database "${name}"`);
});

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
});

let dropped = false;
async function dropAndExit(/** @type {number} */ code) {
  if (!dropped) {
    dropped = true;
    await onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).catch((error) =>
      console.error(`could not drop ${name}: ${error.message}`),
    );
  }
  process.exit(code);
}

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on("exit", (code) => void dropAndExit(code ?? 0));
