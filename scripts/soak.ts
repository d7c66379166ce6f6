// `npm run soak`: `--users` virtual users (default 50) for `--seconds` (default 300) against the
// production build, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL: 80 %
// browse and search, 15 % cart, 5 % checkout; besides them two signed-in admins keep opening the
// back office's product list and the kitchen dashboard (they read; they do not edit or move orders). Prints the error rate (goal < 0.1 %),
// p95/p99 per route, and the server's memory (RSS) after warm-up and at the end (goal: growth ≤ 10 %).
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { admins, factories, users } from "../app/server/db/schema";
import { startSmtpSink } from "../tests/support/smtp-sink";
import {
  becomesReady,
  cartProductIds,
  chosenEngines,
  createStore,
  CUSTOMER_PASSWORD,
  freePort,
  percentile,
  prepareStore,
  printResult,
  registerCustomers,
  requireBuild,
  startApp,
  stopApp,
  Visitor,
} from "./drill-support";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "50" },
    seconds: { type: "string", default: "300" },
    "warmup-seconds": { type: "string", default: "15" },
    engines: { type: "string" },
  },
});
const userCount = Number(values.users);
const seconds = Number(values.seconds);
const warmupMs = Number(values["warmup-seconds"]) * 1000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SEARCH_WORDS = ["melk", "ost", "brød", "smør", "yoghurt", "fløte", "honning", "eple", "xyz"];

/** The resident memory of a process and its children (the app runs under scripts/start.mjs), in MB. */
function rssMb(pid: number): number {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of table)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  return Math.round(table.filter(([row]) => tree.has(row)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

type Timings = Map<string, { latencies: number[]; errors: number; samples: string[] }>;

async function timed(timings: Timings, route: string, work: () => Promise<number>, expected = (status: number) => status < 400) {
  const entry = timings.get(route) ?? { latencies: [], errors: 0, samples: [] };
  timings.set(route, entry);
  const started = performance.now();
  let status = 0;
  try {
    status = await work();
  } catch {
    status = 0;
  }
  entry.latencies.push(performance.now() - started);
  if (!expected(status)) {
    entry.errors++;
    if (entry.samples.length < 5) entry.samples.push(String(status));
  }
}

async function soak(engine: "pglite" | "postgres") {
  const store = await createStore("soak", engine, serverUrl);
  const sink = await startSmtpSink();
  try {
    const handle = await store.open();
    await prepareStore(handle, { stock: 10_000_000 });
    await handle.close();
    const port = await freePort();
    const app = startApp(store, port, { SMTP_URL: sink.url });
    if (!(await becomesReady(app, 120_000))) throw new Error(`the app did not start:\n${app.output().slice(-2000)}`);
    const productIds = await cartProductIds(app.base);
    const slugs = [
      ...new Set(
        [...(await (await fetch(`${app.base}/en/products`)).text()).matchAll(/href="\/en\/products\/([^"/?#]+)"/g)].map((m) => m[1]!),
      ),
    ];
    // Two admins (customers made admins of the factory) for the back office, one of them also the kitchen.
    const adminEmails = await registerCustomers(app.base, sink, 2, `soak-admin-${engine}`);
    await stopApp(app);
    const setup = await store.open();
    const [factory] = await setup.db.select({ id: factories.id }).from(factories).limit(1);
    for (const email of adminEmails) {
      const [user] = await setup.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} = ${email}`);
      await setup.db.insert(admins).values({ userId: user!.id, factoryId: factory!.id, role: "admin", isActive: true });
    }
    await setup.close();
    const running = startApp(store, port, { SMTP_URL: sink.url });
    if (!(await becomesReady(running, 120_000))) throw new Error(`the app did not start again:\n${running.output().slice(-2000)}`);
    const base = running.base;
    const pid = running.child.pid!;
    const timings: Timings = new Map();
    let stop = false;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

    const browse = (visitor: Visitor) =>
      pick([
        () => timed(timings, "GET /en", async () => (await visitor.request("/en")).status),
        () => timed(timings, "GET /en/products", async () => (await visitor.request("/en/products")).status),
        () => timed(timings, "GET /en/products/:slug", async () => (await visitor.request(`/en/products/${pick(slugs)}`)).status),
        () => timed(timings, "GET /en/shop", async () => (await visitor.request("/en/shop")).status),
        () =>
          timed(
            timings,
            "GET /en/search",
            async () => (await visitor.request(`/en/products?q=${encodeURIComponent(pick(SEARCH_WORDS))}`)).status,
          ),
        () =>
          timed(
            timings,
            "GET /api/search/suggestions",
            async () => (await visitor.request(`/api/search/suggestions?q=${encodeURIComponent(pick(SEARCH_WORDS))}&lang=en`)).status,
          ),
      ])();
    const cart = (visitor: Visitor) =>
      timed(
        timings,
        "POST /en/cart.data",
        async () =>
          (await visitor.request("/en/cart.data", { form: { intent: "add", productId: pick(productIds), quantity: "1", js: "1" } })).status,
      );
    const checkout = async (visitor: Visitor) => {
      await cart(visitor);
      await timed(timings, "POST /en/checkout", async () => {
        const key = crypto.randomUUID();
        const answer = await visitor.request("/en/checkout", {
          form: {
            name: "Soak Buyer",
            email: `soak-${key.slice(0, 8)}@example.com`,
            phone: "+4791234567",
            deliveryMethod: "pickup",
            paymentMethod: "invoice",
            terms: "on",
            idempotencyKey: key,
          },
        });
        return answer.status === 303 ? 200 : answer.status;
      });
    };
    const user = async () => {
      let visitor = new Visitor(base);
      while (!stop) {
        const roll = Math.random();
        if (roll < 0.8) await browse(visitor);
        else if (roll < 0.95) await cart(visitor);
        else {
          await checkout(visitor);
          visitor = new Visitor(base);
        }
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      }
    };
    const adminUser = async (email: string) => {
      const visitor = new Visitor(base);
      await visitor.request("/en/auth", { form: { intent: "signin", email, password: CUSTOMER_PASSWORD } });
      while (!stop) {
        await timed(timings, "GET /admin/products", async () => (await visitor.request("/en/admin/products")).status);
        await timed(timings, "GET /kitchen/dashboard", async () => (await visitor.request("/en/kitchen/dashboard")).status);
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 1000));
      }
    };
    const load = Promise.all([...Array.from({ length: userCount }, () => user()), ...adminEmails.map((email) => adminUser(email))]);
    await new Promise((resolve) => setTimeout(resolve, warmupMs));
    const memoryStart = rssMb(pid);
    timings.clear();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const memoryEnd = rssMb(pid);
    stop = true;
    await load;
    const elapsed = (Date.now() - started) / 1000;
    await stopApp(running);
    let requests = 0;
    let errors = 0;
    const routes = [...timings].map(([route, entry]) => {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      requests += sorted.length;
      errors += entry.errors;
      return {
        route,
        requests: sorted.length,
        errors: entry.errors,
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        samples: entry.samples,
      };
    });
    const result = {
      engine,
      users: userCount,
      seconds: Math.round(elapsed),
      requests,
      errors,
      errorRatePercent: requests > 0 ? Number(((100 * errors) / requests).toFixed(3)) : null,
      memoryStartMb: memoryStart,
      memoryEndMb: memoryEnd,
      memoryGrowthPercent: Number(((100 * (memoryEnd - memoryStart)) / memoryStart).toFixed(1)),
      routes,
    };
    console.log(
      `${engine}: ${userCount} users + ${adminEmails.length} admins for ${result.seconds} s: ${requests} requests, ${errors} errors (${result.errorRatePercent} %), memory ${memoryStart} MB after warm-up → ${memoryEnd} MB at the end (${result.memoryGrowthPercent} %)`,
    );
    for (const route of routes)
      console.log(
        `  ${route.route.padEnd(28)} ${String(route.requests).padStart(6)} req  p95 ${String(route.p95).padStart(5)} ms  p99 ${String(route.p99).padStart(5)} ms  ${route.errors} errors${route.samples.length ? ` (${route.samples.join(", ")})` : ""}`,
      );
    return result;
  } finally {
    await sink.close();
    await store.remove();
  }
}

requireBuild();
const engines = chosenEngines(values.engines, serverUrl);
console.log(`soak: ${userCount} virtual users for ${seconds} s (after ${warmupMs / 1000} s of warm-up) on ${engines.join(", ")}`);
const results = [];
for (const engine of engines) results.push(await soak(engine));
printResult({ drill: "soak", results });
process.exitCode = results.some((result) => result.errorRatePercent === null || result.errorRatePercent >= 0.1) ? 1 : 0;
