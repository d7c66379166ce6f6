// `npm run bench:newsletter`: sends one newsletter to 10 000 subscribers through the app's own
// sending job and mailer (nodemailer over SMTP) to a local SMTP sink in this process. The job runs
// in a child process that is killed with SIGKILL halfway; a second child resumes. Prints mails per
// second, the child's memory, and, counted by the sink per recipient, duplicates and missing
// (goal: 0 and 0). PGlite in a temporary data directory, or PostgreSQL with BENCH_DATABASE_URL
// (an empty database the benchmark may fill). It prints figures and exits non-zero only when a
// recipient is missing or doubled.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { openDatabase } from "../app/server/db/client.server";
import { factories, newsletters, newsletterSubscribers } from "../app/server/db/schema";
import { prepareDatabase } from "../app/server/db/setup.server";
import { createLogger } from "../app/server/logger.server";
import { createMailer } from "../app/server/mail/mailer.server";
import { runSendJob } from "../app/server/newsletters/commands.server";
import { addRecipients } from "../app/server/newsletters/job.server";
import { newToken } from "../app/server/newsletters/tokens";
import { startSmtpSink } from "../tests/support/smtp-sink";

const { values } = parseArgs({
  options: {
    child: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    smtp: { type: "string" },
    subscribers: { type: "string", default: process.env.BENCH_SUBSCRIBERS ?? "10000" },
    rate: { type: "string", default: process.env.BENCH_RATE ?? "100000" },
    "lease-ms": { type: "string", default: "600000" },
  },
});

const origin = "http://localhost:3000";
const databaseUrl = process.env.BENCH_DATABASE_URL;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Child mode: runs the sending job until nothing is left, printing progress and its memory as JSON lines. */
async function child(dataDir: string, smtpUrl: string) {
  const logger = createLogger("warn");
  const handle = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  // One pooled connection, as SMTP_URL=smtp://…?pool=true gives the app.
  const transport = nodemailer.createTransport(`${smtpUrl}?pool=true`);
  const mailer = createMailer({ db: handle.db, logger, from: "bench@localhost", transport });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const result = await runSendJob(
    { db: handle.db, mailer, logger, origin },
    { ratePerMinute: Number(values.rate), leaseMs: Number(values["lease-ms"]) },
  );
  clearInterval(sampler);
  console.log(JSON.stringify({ done: true, ...result, seconds: (performance.now() - started) / 1000, peakRss: peak }));
  transport.close();
  await handle.close();
}

function runChild(dataDir: string, smtpUrl: string, leaseMs: number, killWhen?: () => boolean) {
  return new Promise<{ killed: boolean; report: { sent: number; seconds: number; peakRss: number } | null; seconds: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const proc = spawn(
        process.execPath,
        [
          ...process.execArgv,
          import.meta.filename,
          "--child",
          "--data-dir",
          dataDir,
          "--smtp",
          smtpUrl,
          "--rate",
          values.rate!,
          "--lease-ms",
          String(leaseMs),
        ],
        { stdio: ["ignore", "pipe", "inherit"], env: process.env },
      );
      let output = "";
      proc.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      let killed = false;
      const watcher = killWhen
        ? setInterval(() => {
            if (!killed && killWhen()) {
              killed = true;
              proc.kill("SIGKILL");
            }
          }, 5)
        : null;
      proc.on("error", reject);
      proc.on("exit", () => {
        if (watcher) clearInterval(watcher);
        const line = output.split("\n").find((candidate) => candidate.startsWith("{"));
        resolve({ killed, report: line ? JSON.parse(line) : null, seconds: (performance.now() - started) / 1000 });
      });
    },
  );
}

async function main() {
  const count = Number(values.subscribers);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-newsletter-"));
  const logger = createLogger("warn");
  console.log(`bench:newsletter: ${count} subscribers on ${databaseUrl ? "PostgreSQL" : "PGlite"}, rate ${values.rate}/min`);
  const handle = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  await prepareDatabase(handle, logger);
  const db = handle.db;
  const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
  const factoryId = factory!.id;
  await db.execute(sql`delete from newsletters where factory_id = ${factoryId}`);
  await db.execute(sql`delete from newsletter_subscribers where email like 'bench-%@example.com'`);
  const emails: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const email = `bench-${start + i}@example.com`;
      emails.push(email);
      return { factoryId, email, languageCode: "nb", status: "confirmed" as const, token: newToken(), confirmedAt: new Date() };
    });
    await db.insert(newsletterSubscribers).values(rows);
  }
  const [newsletter] = await db
    .insert(newsletters)
    .values({
      factoryId,
      languages: ["nb"],
      content: {
        nb: { subject: "Benchmark", body: '<p>Hei! Dette er en test av utsendelsen.</p><p><a href="/products">Produkter</a></p>' },
      },
      shareableUrl: newToken(),
    })
    .returning();
  await db.transaction(async (tx) => {
    await addRecipients(tx, { id: newsletter!.id, factoryId, languages: ["nb"] });
    await tx.update(newsletters).set({ status: "sending", startedAt: new Date() }).where(eq(newsletters.id, newsletter!.id));
  });
  await handle.close();

  const sink = await startSmtpSink();
  const half = Math.floor(count / 2);
  const first = await runChild(dataDir, sink.url, 600_000, () => sink.messages.length >= half);
  const afterCrash = sink.messages.length;
  console.log(`run 1: killed with SIGKILL after ${afterCrash} mails (${first.seconds.toFixed(1)} s with start-up)`);
  // The restarted process: the dead runner's claimed rows are taken again once their lease is over (0 here, so the benchmark does not wait 10 minutes).
  const second = await runChild(dataDir, sink.url, 0);
  if (!second.report) throw new Error("the second run printed no report");
  console.log(
    `run 2: ${second.report.sent} mails in ${second.report.seconds.toFixed(1)} s = ${Math.round(second.report.sent / second.report.seconds)} mails/s, peak RSS ${mb(second.report.peakRss)} MB`,
  );
  const perRecipient = new Map<string, number>();
  for (const message of sink.messages) for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const duplicates = [...perRecipient.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const missing = emails.filter((email) => !perRecipient.has(email)).length;
  const messageIds = new Set(sink.messages.map((message) => message.header("Message-ID")));
  console.log(`total: ${sink.messages.length} mails received, ${perRecipient.size} recipients, ${messageIds.size} distinct Message-IDs`);
  console.log(`duplicates: ${duplicates}`);
  console.log(`missing: ${missing}`);
  await sink.close();
  if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  if (duplicates > 0 || missing > 0) process.exitCode = 1;
}

if (values.child) await child(values["data-dir"]!, values.smtp!);
else await main();
