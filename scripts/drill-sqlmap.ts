// `npm run drill:sqlmap`: sqlmap (the Debian package) against the search, the product list and
// webshop filters, the lookups by slug and every POST form of the public pages, on the production
// build with the drills' fixtures (scripts/drills/server.ts), on PostgreSQL (a database of its own
// on the server BENCH_DATABASE_URL or TEST_DATABASE_URL names, dropped afterwards) or else PGlite.
// The targets come from the hostile drill's lists (scripts/drills/sqlmap-targets.ts). The page cache
// is off, so every request reaches the database. Prints, per target, the requests sqlmap sent, the
// tests it ran, the answers ≥ 500 and its findings; then the totals (goal: 0 findings, 0 answers ≥ 500).
// Not part of `npm test`: at level 3 it takes minutes per target. Options: --level (3), --risk (1),
// --technique (BEUST), --time-sec (2), --only (a regular expression on the targets' labels),
// --minutes (per target, 20: sqlmap is stopped then and the target counted as cut), --engine,
// --list (print the targets and their parameters and post each baseline twice, run nothing),
// --keep-traffic DIR (keep each target's traffic file there).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import routes from "../app/routes";
import { htmlCheckPlan } from "./check-html-plan";
import { randomOrgNumber } from "../tests/support/org-number";
import { createStore, printResult, requireBuild } from "./drill-support";
import { formsOf, type FoundForm } from "./drills/hostile-targets";
import { send } from "./drills/http";
import { startDrillServer } from "./drills/server";
import { type TrafficTally, tallyTraffic } from "./drills/sqlmap-traffic";
import { FRESH_VALUES, type SqlmapTarget, plausibleBody, sqlmapFormTargets, sqlmapQueryTargets } from "./drills/sqlmap-targets";
import { fieldValue, formBody, type PageForm, readForms } from "./drill-forms";

const { values } = parseArgs({
  options: {
    level: { type: "string", default: "3" },
    risk: { type: "string", default: "1" },
    technique: { type: "string", default: "BEUST" },
    "time-sec": { type: "string", default: "2" },
    only: { type: "string" },
    minutes: { type: "string", default: "20" },
    engine: { type: "string" },
    list: { type: "boolean", default: false },
    "keep-traffic": { type: "string" },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engine = (values.engine ?? (serverUrl ? "postgres" : "pglite")) as "pglite" | "postgres";
if (engine !== "pglite" && engine !== "postgres") throw new Error(`unknown engine ${engine}`);
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

interface TargetResult {
  label: string;
  parameters: string[];
  requests: number;
  /** The titles of the tests sqlmap ran (its payload families). */
  tests: string[];
  serverErrors: number;
  /** The answers' statuses and how often (a target answered only 429 or 303 was blocked, not tested). */
  statuses: Record<string, number>;
  findings: string[];
  /** The target's answers by status and, for a redirect, where to (ids as :id): a checkout that went through is a 303 to its order page. */
  answers: Record<string, number>;
  /** The refill posts sent before the requests (`--safe-post`). */
  refills: number;
  /** sqlmap's heuristic said "might be injectable" (not a finding: its real tests decide). */
  suspicions: string[];
  cut: boolean;
  seconds: number;
}

/** Runs sqlmap on one target and reads its console output and traffic file. */
async function runSqlmap(origin: string, cookie: string, target: SqlmapTarget, workDir: string): Promise<TargetResult> {
  const trafficFile = path.join(workDir, `traffic-${crypto.randomUUID()}.txt`);
  const args = [
    "-u",
    `${origin}${target.url}`,
    "--batch",
    `--level=${values.level}`,
    `--risk=${values.risk}`,
    `--technique=${values.technique}`,
    `--time-sec=${values["time-sec"]}`,
    "--dbms=PostgreSQL",
    "--flush-session",
    "--disable-coloring",
    `--output-dir=${workDir}`,
    "-t",
    trafficFile,
    // The site's own origin (the CSRF check refuses any other), and the visitor's guest cart.
    `--headers=Origin: ${origin}\nAccept-Language: nb`,
    ...(cookie ? [`--cookie=${cookie}`] : []),
    ...(target.data ? [`--data=${target.data}`, "--method=POST"] : []),
    ...(target.parameters.length > 0 ? [`-p`, target.parameters.join(",")] : []),
    ...(target.fresh.length > 0 ? [`--eval=${target.fresh.map((name) => FRESH_VALUES[name]).join(";")}`] : []),
    ...(target.ignoreCodes?.length ? [`--ignore-code=${target.ignoreCodes.join(",")}`] : []),
    // Sign-in failures are limited per client address: each request comes from another (TRUST_PROXY below).
    ...(target.ignoreCodes?.includes(401) ? ["--tamper=xforwardedfor"] : []),
    ...(target.refill ? [`--safe-url=${origin}${target.refill.url}`, `--safe-post=${target.refill.data}`, "--safe-freq=1"] : []),
  ];
  const begun = Date.now();
  const child = spawn("sqlmap", args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let cut = false;
  const timer = setTimeout(
    () => {
      cut = true;
      child.kill("SIGTERM");
    },
    Number(values.minutes) * 60_000,
  );
  await new Promise<void>((resolve) => child.once("exit", () => resolve()));
  clearTimeout(timer);
  // The traffic file holds every request and answer with its body (hundreds of MB for a large page): read line by line.
  let traffic: TrafficTally = { requests: 0, refills: 0, statuses: {}, answers: {}, serverErrors: 0 };
  if (fs.existsSync(trafficFile)) {
    traffic = await tallyTraffic(readline.createInterface({ input: fs.createReadStream(trafficFile), crlfDelay: Infinity }), {
      origin,
      targetPath: target.url.split("?")[0]!,
      refillPath: target.refill ? new URL(target.refill.url, origin).pathname : null,
    });
    // --keep-traffic DIR: the traffic file is kept there, named after the target, to read what was sent and answered.
    if (values["keep-traffic"])
      fs.renameSync(
        trafficFile,
        path.join(values["keep-traffic"], `${target.label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.txt`),
      );
    else fs.rmSync(trafficFile, { force: true });
  }
  const { requests, refills, statuses, answers, serverErrors } = traffic;
  const findings = [...output.matchAll(/^Parameter: (.+)$|^\s*Title: (.+)$/gm)].map((match) => (match[1] ?? match[2]!).trim());
  const identified = /identified the following injection point/.test(output);
  return {
    label: target.label,
    parameters: target.parameters,
    requests,
    tests: [...new Set([...output.matchAll(/\[INFO\] testing '([^']+)'/g)].map((match) => match[1]!))],
    serverErrors,
    statuses,
    findings: identified ? findings : [],
    answers,
    refills,
    suspicions: [...output.matchAll(/heuristic \(basic\) test shows that (.+?) might be injectable/g)].map((match) => match[1]!),
    cut,
    seconds: Math.round((Date.now() - begun) / 1000),
  };
}

/**
 * The target's request as sqlmap sends its baseline, with the same headers and cookie, after the
 * refill: the first time with the page's values as they are; a `repeat` as sqlmap's later requests
 * go, with a new idempotency key and organisation number and a new e-mail address where sqlmap
 * randomises it. Shows in `--list` that every request, not only the first, meets a valid state.
 */
async function sendBaseline(origin: string, target: SqlmapTarget & { cookie: string }, repeat = false) {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  if (target.refill)
    await send(origin, target.refill.url, {
      method: "POST",
      cookie: target.cookie,
      headers: { origin, ...form },
      body: target.refill.data,
    });
  const body = new URLSearchParams(target.data ?? "");
  if (repeat) {
    if (target.fresh.includes("idempotencyKey")) body.set("idempotencyKey", crypto.randomUUID());
    if (target.fresh.includes("orgNumber")) body.set("orgNumber", randomOrgNumber());
    if (target.fresh.includes("email")) body.set("email", `sqlmap-${crypto.randomUUID().slice(0, 12)}@example.com`);
  }
  return send(origin, target.url.replace("*", ""), {
    method: target.method,
    cookie: target.cookie,
    headers: { origin, ...(target.data ? form : {}) },
    ...(target.data ? { body: body.toString() } : {}),
  });
}

requireBuild();
const store = engine === "postgres" ? await createStore("sqlmap", "postgres", serverUrl) : null;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-sqlmap-"));
const server = await startDrillServer({
  ...(store ? { databaseUrl: store.databaseUrl } : {}),
  // Every request reaches the database; sqlmap is one client sending thousands of requests.
  // The client address from X-Forwarded-For (the sign-in target sends a random one per request).
  env: { PAGE_CACHE: "off", TRUST_PROXY: "loopback" },
});
try {
  const f = server.fixtures;
  const visitorCookie = `storefront_guest=${f.visitorGuestId}`;
  // The public pages' forms, as the hostile drill finds them (default language): the visitor's
  // pages with the fixtures' guest cart, and customer A's checkout and quote request (their cart and
  // quote basket are in the fixtures; the account pages' forms are left out: one deletes the account).
  const forms: Array<FoundForm & { cookie: string }> = [];
  const seenForms = new Set<string>();
  const plan = htmlCheckPlan(routes).pages(f);
  for (const [role, cookie] of [
    ["visitor", visitorCookie],
    ["customer", server.cookies.customerA],
  ] as const) {
    for (const page of plan.filter((candidate) => candidate.role === role && !/^\/(en|ar)(\/|$)/.test(candidate.url))) {
      if (role === "customer" && !/^\/(checkout|quote-checkout)$/.test(page.url)) continue;
      const sent = await send(server.origin, page.url, { cookie });
      for (const form of formsOf(page.url, sent.body)) {
        const key = `${form.action.split("?")[0]} ${form.intent} ${form.typed.join(",")}`;
        if (seenForms.has(key)) continue;
        seenForms.add(key);
        forms.push({ ...form, cookie });
      }
    }
  }
  const only = values.only ? new RegExp(values.only) : null;
  // What a successful checkout or quote request uses up, put back before each request: the product
  // page's own add-to-cart and add-to-quote forms, and the pizzeria's menu's first dish form.
  const productForms = readForms((await send(server.origin, `/products/${f.productSlugs.nb}`, { cookie: server.cookies.customerA })).body);
  const menuPath = plan.find((page) => page.role === "visitor" && page.url.startsWith("/restaurant-menu/"))?.url;
  const menuForms = menuPath ? formsOf(menuPath, (await send(server.origin, menuPath, { cookie: visitorCookie })).body) : [];
  const refillFrom = (form: PageForm | undefined) =>
    form ? { url: form.action ?? `/products/${f.productSlugs.nb}`, data: new URLSearchParams(formBody(form)).toString() } : undefined;
  const dish = menuForms.find((form) => form.intent === "add");
  const refills: Array<[RegExp, SqlmapTarget["refill"]]> = [
    [/^POST \/checkout/, refillFrom(productForms.find((form) => fieldValue(form, "intent") === "add"))],
    [/^POST \/quote-checkout intent=submit/, refillFrom(productForms.find((form) => fieldValue(form, "intent") === "quote-add"))],
    [/^POST \/restaurant-checkout\//, dish ? { url: dish.action, data: plausibleBody(dish, f).toString() } : undefined],
  ];
  const targets = [
    ...sqlmapQueryTargets(f).map((target) => ({ ...target, cookie: "" })),
    ...sqlmapFormTargets(forms, f).map(({ form, ...target }) => {
      const refill = refills.find(([label]) => label.test(target.label))?.[1];
      return { ...target, cookie: form.cookie, ...(refill ? { refill } : {}) };
    }),
  ].filter((target) => !only || only.test(target.label));
  console.log(
    `sqlmap on ${engine}: ${targets.length} targets, --level=${values.level} --risk=${values.risk} --technique=${values.technique} --dbms=PostgreSQL, at most ${values.minutes} min each (${seconds()} s)`,
  );
  if (values.list)
    for (const target of targets) {
      const sent = [await sendBaseline(server.origin, target), await sendBaseline(server.origin, target, true)];
      const shown = sent.map((answer) => `${answer.status}${answer.location ? ` → ${answer.location.split("?")[0]}` : ""}`).join(", then ");
      console.log(`  ${target.label.padEnd(60)} ${target.parameters.join(", ") || "(the path's * mark)"}  baseline ${shown}`);
      for (const answer of sent.filter((candidate) => candidate.status >= 400)) {
        const alerts = [...answer.body.matchAll(/role="alert"[^>]*>([^<]{1,200})/g)].map((match) => match[1]).join(" | ");
        const invalid = [...answer.body.matchAll(/<(?:input|select|textarea)\b[^>]*aria-invalid="true"[^>]*>/g)].map(
          (match) => /name="([^"]*)"/.exec(match[0])?.[1],
        );
        console.log(`      ${answer.status}: ${alerts} (fields marked invalid: ${invalid.join(", ") || "none"})`);
      }
    }
  const results: TargetResult[] = [];
  for (const target of values.list ? [] : targets) {
    const result = await runSqlmap(server.origin, target.cookie, target, workDir);
    results.push(result);
    const answers = Object.entries(result.answers)
      .sort(([, a], [, b]) => b - a)
      .map(([answer, count]) => `${answer} ×${count}`)
      .join(", ");
    console.log(
      `  ${result.label.padEnd(60)} ${String(result.requests).padStart(6)} requests  ${String(result.tests.length).padStart(3)} tests  ${result.serverErrors} ≥ 500  ${result.findings.length} findings${result.cut ? "  (cut at the time limit)" : ""}  ${result.seconds} s`,
    );
    console.log(`      answers: ${answers}${result.refills ? `; ${result.refills} refills before them` : ""}`);
    if (result.suspicions.length) console.log(`      sqlmap's heuristic: ${result.suspicions.join("; ")}`);
    for (const finding of result.findings) console.log(`      FINDING ${finding}`);
  }
  const total = (pick: (result: TargetResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);
  const summary = {
    drill: "sqlmap",
    engine,
    level: Number(values.level),
    risk: Number(values.risk),
    technique: values.technique,
    targets: results.length,
    parameters: total((result) => Math.max(1, result.parameters.length)),
    requests: total((result) => result.requests),
    serverErrors: total((result) => result.serverErrors),
    findings: total((result) => result.findings.length),
    cut: results.filter((result) => result.cut).length,
    tests: [...new Set(results.flatMap((result) => result.tests))],
    seconds: seconds(),
    results,
  };
  console.log(`sqlmap's tests (${summary.tests.length}): ${summary.tests.join("; ")}`);
  console.log(
    `sqlmap: ${summary.targets} targets, ${summary.parameters} parameters, ${summary.requests} requests, ${summary.serverErrors} answers ≥ 500, ${summary.findings} findings (goal 0), ${summary.cut} cut at the time limit, ${summary.seconds} s`,
  );
  printResult(summary);
  process.exitCode = summary.findings > 0 || summary.serverErrors > 0 ? 1 : 0;
} finally {
  await server.stop();
  await store?.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
}
