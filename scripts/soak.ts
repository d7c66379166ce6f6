// `npm run soak`: `--users` virtual users (default 50) for `--seconds` (default 300) against the
// production build, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL: 80 %
// browse and search, 15 % cart, 5 % checkout (a fifth of the checkouts an order from the demo
// pizzeria's menu through the restaurant checkout); besides them two signed-in admins keep opening
// the back office, one of them saving a product's price and name through its edit form each turn,
// and a member of the pizzeria's kitchen staff moves its orders along through the kitchen
// dashboard. Prints the error rate (goal < 0.1 %), p95/p99 per route (the admin's and the
// kitchen's writes included), and the server's memory every --sample-seconds after
// --warmup-seconds (60), each sample taken after a full GC (the probe preloaded into the server):
// RSS and the V8 heap still in use. Growth (goal ≤ 10 %) compares the median of the last third of
// the samples with the first third's: a single RSS reading without a GC moves by tens of MB with the
// collector's timing (ADR 0033, Findings).
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { formatAmount } from "../app/lib/money";
import { admins, factories, restaurants, users } from "../app/server/db/schema";
import { addKitchenStaff } from "../app/server/restaurants/admin-commands.server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { guestPhone, kitchenTickets, menuChoices, restaurantCheckoutBody } from "./drill-load";
import {
  becomesReady,
  cartProductIds,
  chosenEngines,
  createStore,
  CUSTOMER_PASSWORD,
  fieldValue,
  formBody,
  freePort,
  loggedErrors,
  measureMemory,
  percentile,
  prepareStore,
  printResult,
  readForms,
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
    "warmup-seconds": { type: "string", default: "60" },
    "sample-seconds": { type: "string", default: "30" },
    engines: { type: "string" },
  },
});
const userCount = Number(values.users);
const seconds = Number(values.seconds);
const warmupMs = Number(values["warmup-seconds"]) * 1000;
const sampleMs = Number(values["sample-seconds"]) * 1000;
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

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface MemorySample {
  atSeconds: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

/**
 * Growth over the run from the samples: the median of the last third against the median of the
 * first third (one sample is noise: RSS moves by tens of MB as the collector works), for the heap
 * after a full GC (what the process still holds) and for RSS.
 */
function memoryFigures(samples: MemorySample[]) {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const growth = (pick: (entry: MemorySample) => number) => {
    const first = median(samples.slice(0, third).map(pick));
    const last = median(samples.slice(-third).map(pick));
    return first > 0 ? Number(((100 * (last - first)) / first).toFixed(1)) : null;
  };
  return { heapGrowthPercent: growth((entry) => entry.heapUsedMb), rssGrowthPercent: growth((entry) => entry.rssMb), samples };
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
    // Two admins (customers made admins of the factory) for the back office, and a customer made
    // kitchen staff of the pizzeria by the restaurants domain's admin command (as the back office does).
    const adminEmails = await registerCustomers(app.base, sink, 2, `soak-admin-${engine}`);
    const [kitchenEmail] = await registerCustomers(app.base, sink, 1, `soak-kitchen-${engine}`);
    await stopApp(app);
    const setup = await store.open();
    const [factory] = await setup.db.select({ id: factories.id }).from(factories).limit(1);
    const signedIn = [];
    for (const email of adminEmails) {
      const [user] = await setup.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(sql`${users.email} = ${email}`);
      await setup.db.insert(admins).values({ userId: user!.id, factoryId: factory!.id, role: "admin", isActive: true });
      signedIn.push({ ...user!, passwordChangeRequired: false });
    }
    const [restaurant] = await setup.db
      .select({ id: restaurants.id, slug: restaurants.slug })
      .from(restaurants)
      .where(sql`${restaurants.slug} = 'fjellgarden-pizzeria'`);
    const staffAdded = await addKitchenStaff(setup.db, { user: signedIn[0]!, factoryId: factory!.id }, restaurant!.id, kitchenEmail!);
    if (staffAdded !== "added") throw new Error(`making ${kitchenEmail} kitchen staff: ${staffAdded}`);
    await setup.close();
    const running = startApp(store, port, { SMTP_URL: sink.url }, { memoryProbe: true });
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
    const menuPath = `/en/restaurant-menu/${restaurant!.slug}`;
    const checkoutPath = `/en/restaurant-checkout/${restaurant!.id}`;
    const restaurantCheckout = async (visitor: Visitor) => {
      let choices: [string, string][][] = [];
      await timed(timings, "GET /en/restaurant-menu/:slug", async () => {
        const answer = await visitor.request(menuPath);
        choices = menuChoices(readForms(answer.body));
        return answer.status === 200 && choices.length === 0 ? 599 : answer.status;
      });
      if (choices.length === 0) return;
      await timed(
        timings,
        "POST /en/cart.data",
        async () =>
          (await visitor.request("/en/cart.data", { form: [...choices[Math.floor(Math.random() * choices.length)]!, ["js", "1"]] })).status,
      );
      let form: ReturnType<typeof readForms>[number] | undefined;
      await timed(timings, "GET /en/restaurant-checkout/:id", async () => {
        const answer = await visitor.request(checkoutPath);
        form = readForms(answer.body).find((candidate) => candidate.method === "post" && fieldValue(candidate, "idempotencyKey"));
        // Without the form (a redirect back to the menu: no dish in the cart) the order cannot be placed.
        return form ? answer.status : 599;
      });
      if (!form) return;
      const body = restaurantCheckoutBody(form, { name: "Soak Guest", phone: guestPhone() }, Math.random() < 0.3);
      await timed(timings, "POST /en/restaurant-checkout/:id", async () => {
        const answer = await visitor.request(checkoutPath, { form: body });
        return answer.status === 303 && answer.location?.includes("/order-tracking/") ? 200 : answer.status;
      });
    };
    const checkout = async (visitor: Visitor) => {
      // A restaurant's guest: a visitor of their own (a cart holds one restaurant's dishes or the shop's goods, not both).
      if (Math.random() < 0.2) return restaurantCheckout(new Visitor(base));
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
    const signIn = async (email: string) => {
      const visitor = new Visitor(base);
      const answer = await visitor.request("/en/auth", { form: { intent: "signin", email, password: CUSTOMER_PASSWORD } });
      if (answer.status !== 302 && answer.status !== 303) throw new Error(`signing in ${email}: ${answer.status}`);
      return visitor;
    };
    // The product the editing admin saves: one of the catalogue's, which the visitors also buy.
    const productPath = `/en/admin/products/${productIds[0]!}`;
    /** The editing admin: opens the product's edit form and saves it with a new price and name, as a person at the form does. */
    const saveProduct = async (visitor: Visitor, turn: number, original: { name?: string }) => {
      let form: ReturnType<typeof readForms>[number] | undefined;
      await timed(timings, "GET /admin/products/:id", async () => {
        const answer = await visitor.request(productPath);
        form = readForms(answer.body).find((candidate) => fieldValue(candidate, "intent") === "save");
        return answer.status === 200 && !form ? 599 : answer.status;
      });
      if (!form) return;
      original.name ??= fieldValue(form, "name.en");
      const changes = { price: formatAmount(10_000 + Math.floor(Math.random() * 90) * 100), "name.en": `${original.name} (${turn})` };
      await timed(timings, "POST /admin/products/:id", async () => {
        const answer = await visitor.request(productPath, { form: formBody(form!, changes) });
        // Saved: back to the form with the notice.
        const saved = (answer.status === 302 || answer.status === 303) && answer.location?.includes("saved=1");
        return saved ? 200 : answer.status === 200 ? 599 : answer.status;
      });
    };
    const adminUser = async (email: string, edits: boolean) => {
      const visitor = await signIn(email);
      const original: { name?: string } = {};
      for (let turn = 1; !stop; turn++) {
        await timed(timings, "GET /admin/products", async () => (await visitor.request("/en/admin/products")).status);
        if (edits) await saveProduct(visitor, turn, original);
        else await timed(timings, "GET /kitchen/dashboard", async () => (await visitor.request("/en/kitchen/dashboard")).status);
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 1000));
      }
    };
    /** The pizzeria's kitchen: opens the dashboard and moves up to five tickets forward (a tenth of the new ones rejected). */
    const kitchenUser = async (email: string) => {
      const visitor = await signIn(email);
      const boardPath = `/en/kitchen/dashboard?restaurant=${restaurant!.id}`;
      while (!stop) {
        let tickets: ReturnType<typeof kitchenTickets> = [];
        await timed(timings, "GET /kitchen/dashboard", async () => {
          const answer = await visitor.request(boardPath);
          tickets = kitchenTickets(answer.body);
          return answer.status;
        });
        for (const ticket of tickets.slice(0, 5)) {
          const reject = ticket.reject && Math.random() < 0.1;
          const form = reject ? ticket.reject : ticket.move;
          if (!form) continue;
          await timed(timings, "POST /kitchen/dashboard.data", async () => {
            const answer = await visitor.request(`/en/kitchen/dashboard.data?restaurant=${restaurant!.id}`, {
              form: formBody(form, reject ? { reason: "Sold out tonight" } : {}),
            });
            return answer.status;
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
      }
    };
    const load = Promise.all([
      ...Array.from({ length: userCount }, () => user()),
      ...adminEmails.map((email, index) => adminUser(email, index === 0)),
      kitchenUser(kitchenEmail!),
    ]);
    await new Promise((resolve) => setTimeout(resolve, warmupMs));
    timings.clear();
    const started = Date.now();
    // The server's memory every sampleMs: RSS as the system sees it, and the heap after a full GC
    // (what is still held: a leak grows it, warm-up levels off).
    const samples: MemorySample[] = [];
    const sample = async () => {
      const measured = await measureMemory(running);
      samples.push({
        atSeconds: Math.round((Date.now() - started) / 1000),
        rssMb: rssMb(pid),
        heapUsedMb: mb(measured.heapUsed),
        externalMb: mb(measured.external),
        arrayBuffersMb: mb(measured.arrayBuffers),
      });
    };
    await sample();
    const deadline = started + seconds * 1000;
    while (Date.now() + sampleMs < deadline) {
      await new Promise((resolve) => setTimeout(resolve, sampleMs));
      await sample();
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
    await sample();
    stop = true;
    await load;
    const serverErrors = loggedErrors(running.output());
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
    // The writes that succeeded after warm-up: their routes' requests less their errors.
    const succeeded = (route: string) => (timings.get(route)?.latencies.length ?? 0) - (timings.get(route)?.errors ?? 0);
    const productSaves = succeeded("POST /admin/products/:id");
    const kitchenMoves = succeeded("POST /kitchen/dashboard.data");
    const memory = memoryFigures(samples);
    const result = {
      engine,
      users: userCount,
      seconds: Math.round(elapsed),
      requests,
      errors,
      errorRatePercent: requests > 0 ? Number(((100 * errors) / requests).toFixed(3)) : null,
      // RSS after a full GC: at the end of warm-up, at the end, and its growth (median of the last third of the samples against the first third).
      memoryStartMb: samples[0]!.rssMb,
      memoryEndMb: samples.at(-1)!.rssMb,
      memoryGrowthPercent: memory.rssGrowthPercent,
      heapGrowthPercent: memory.heapGrowthPercent,
      productSaves,
      kitchenMoves,
      memory,
      serverErrors: serverErrors.length,
      routes,
    };
    console.log(
      `${engine}: ${userCount} users + ${adminEmails.length} admins (${productSaves} product saves) + 1 kitchen (${kitchenMoves} moves) for ${result.seconds} s: ${requests} requests, ${errors} errors (${result.errorRatePercent} %), memory (RSS after a full GC) ${result.memoryStartMb} MB after warm-up → ${result.memoryEndMb} MB at the end, growth ${result.memoryGrowthPercent} % (heap ${result.heapGrowthPercent} %)`,
    );
    console.log(
      `  memory (s: RSS / heap after GC / external, MB): ${samples.map((entry) => `${entry.atSeconds}: ${entry.rssMb}/${entry.heapUsedMb}/${entry.externalMb}`).join(", ")}`,
    );
    console.log(
      `  memory growth, heap after GC: first third → last third of the run ${result.memory.heapGrowthPercent} %; RSS ${result.memory.rssGrowthPercent} % (the median of each third)`,
    );
    if (serverErrors.length > 0) {
      const counted = new Map<string, number>();
      for (const error of serverErrors) counted.set(error, (counted.get(error) ?? 0) + 1);
      console.log(`  the server logged ${serverErrors.length} errors:`);
      for (const [error, times] of counted) console.log(`    ${times} × ${error}`);
    }
    for (const route of routes)
      console.log(
        `  ${route.route.padEnd(34)} ${String(route.requests).padStart(6)} req  p95 ${String(route.p95).padStart(5)} ms  p99 ${String(route.p99).padStart(5)} ms  ${route.errors} errors${route.samples.length ? ` (${route.samples.join(", ")})` : ""}`,
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
