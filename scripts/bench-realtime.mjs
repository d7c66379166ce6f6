// @ts-check
// `npm run bench:realtime`: the restaurant order-event streams (SSE) against the production build,
// on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL (in a database of its
// own, dropped afterwards). Per engine it prints
//   - the server's memory per idle connection (RSS and V8 heap used, after a full GC, against the
//     same process before the connections opened) with 1 000 and 10 000 subscribers of one
//     restaurant's public queue stream (/api/restaurant-events/queues/{id}, no sign-in needed);
//   - the delay from a status change (the kitchen's 'move' button, POSTed as the admin: the real
//     path through the action, the database, NOTIFY and the hub) to its arrival on each of 1 000
//     subscribers: p50, p95 and max over BENCH_CHANGES (default 12) changes, and how long after an
//     event's first receipt the others came (the fan-out's share). BENCH_MOVE=document POSTs the
//     move as a browser without JavaScript does (the dashboard then renders as HTML meanwhile).
//   - the server's memory at its cap of open streams (EVENT_STREAMS_MAX, set to BENCH_CAP, default
//     the largest of BENCH_CONNECTIONS, like the server's default of 10 000) and what the next
//     connection is answered (503).
// Goals (issue 14): ≤ 30 kB per connection, p95 ≤ 100 ms. It never fails on the figures.
// The subscribers run in a separate process (scripts/bench-realtime-clients.mjs); the server runs
// with --expose-gc and scripts/bench-realtime-probe.mjs preloaded, which reports its memory over IPC.
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { percentile, requireBuild, root, startBenchServer } from "./bench-support.mjs";

requireBuild();
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = process.env.BENCH_ENGINES ? process.env.BENCH_ENGINES.split(",") : serverUrl ? ["pglite", "postgres"] : ["pglite"];
const steps = (process.env.BENCH_CONNECTIONS ?? "1000,10000").split(",").map(Number);
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
// The server's cap on open streams; every subscriber here comes from one address, so the per-client cap is the same.
const cap = Number(process.env.BENCH_CAP ?? Math.max(...steps));
const changes = Number(process.env.BENCH_CHANGES ?? 12);
// How the move is POSTed: "data" as the dashboard's button does in a browser with JavaScript (React
// Router's data request: the action, no page rendered), "document" as without JavaScript (the
// action, then the whole dashboard rendered as HTML on the same event loop as the fan-out).
const moveAs = process.env.BENCH_MOVE === "document" ? "document" : "data";
const adminPassword = "bench-admin-password";
const adminEmail = "admin@fjellgarden.example";

// Each connection is a file descriptor in the server and in the client process; both inherit ours.
const most = Math.max(...steps, subscribers, cap + 1);
const openFiles = Number(
  /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync("/proc/self/limits", "utf8"))?.[1]?.replace("unlimited", "Infinity") ??
    Infinity,
);
if (openFiles < most + 1000) {
  console.error(
    `bench:realtime needs ${most + 1000} open files per process, the limit is ${openFiles}: run \`ulimit -n ${most + 1000}\` (or lower BENCH_CONNECTIONS) first.`,
  );
  process.exit(1);
}

/** A signed-in browser, reduced to its cookies. */
class Session {
  /** @type {Map<string, string>} */
  #cookies = new Map();
  constructor(/** @type {string} */ base) {
    this.base = base;
  }
  /** A same-origin request carrying the session's cookies; keeps those the answer sets. */
  async fetch(/** @type {string} */ pathname, /** @type {Record<string, string> | undefined} */ form = undefined) {
    const headers = { origin: this.base, cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    const response = await fetch(
      `${this.base}${pathname}`,
      form
        ? {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(form),
          }
        : { redirect: "manual", headers },
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, location: response.headers.get("location") ?? "", html: await response.text() };
  }
}

const attribute = (/** @type {string} */ html, /** @type {string} */ name) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

/** Signs the admin in, then places a pickup order of the café's first dish without options, as the checkout form would; answers the order id. */
async function placeOrder(/** @type {Session} */ session, /** @type {string} */ menuPath) {
  const menu = await session.fetch(menuPath);
  const dish = [...menu.html.matchAll(/<form[^>]*action="\/en\/cart" method="post">(.*?)<\/form>/gs)]
    .map((match) => match[1] ?? "")
    .find((form) => !form.includes("<select") && !form.includes('type="radio"'));
  if (!dish) throw new Error(`no dish without options on ${menuPath}`);
  const restaurantId = attribute(dish, "restaurantId");
  await session.fetch("/en/cart", {
    intent: "add",
    productId: attribute(dish, "productId"),
    restaurantId,
    quantity: "1",
    redirectTo: menuPath,
  });
  const checkout = await session.fetch(`/en/restaurant-checkout/${restaurantId}`);
  const openNow = !/name="when" value="asap"[^>]*disabled/.test(checkout.html);
  const slot = /name="slot"[^>]*>\s*<option value="([^"]+)"/.exec(checkout.html)?.[1] ?? "";
  const place = (/** @type {"asap" | "later"} */ when) =>
    session.fetch(`/en/restaurant-checkout/${restaurantId}`, {
      idempotencyKey: attribute(checkout.html, "idempotencyKey"),
      fulfilment: "pickup",
      when,
      slot,
      name: "Bench Mark",
      phone: "+4791234567",
      email: "",
      notes: "",
    });
  let placed = await place(openNow ? "asap" : "later");
  // Near closing time "as soon as possible" may be offered on the page and refused on the post (closed by then): a later slot, then.
  if (placed.status === 400 && openNow && slot) placed = await place("later");
  const orderId = /\/order-tracking\/([0-9a-f-]{36})$/.exec(placed.location)?.[1];
  if (!orderId) throw new Error(`placing an order answered ${placed.status} ${placed.location}`);
  return { restaurantId, orderId };
}

/** The move the kitchen dashboard offers for `orderId` next (its button's hidden fields), or null when none is left. */
async function nextMove(/** @type {Session} */ session, /** @type {string} */ restaurantId, /** @type {string} */ orderId) {
  const dashboard = await session.fetch(`/en/kitchen/dashboard?restaurant=${restaurantId}`);
  return (
    new RegExp(`name="orderId" value="${orderId}"/><input type="hidden" name="to" value="([a-z_]+)"`).exec(dashboard.html)?.[1] ?? null
  );
}

/** The subscriber process, with a promise per answer. */
function startClients() {
  const child = fork(path.join(root, "scripts", "bench-realtime-clients.mjs"), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  /** @type {Array<(message: any) => void>} */
  const waiting = [];
  child.on("message", (message) => waiting.shift()?.(message));
  const ask = (/** @type {object | null} */ message) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      if (message) child.send(message);
    });
  return { child, ask, ready: ask(null) };
}

/** The server's memory after a full GC, from the probe preloaded into it. */
function measure(/** @type {import("node:child_process").ChildProcess} */ server) {
  return new Promise((resolve) => {
    server.once("message", resolve);
    server.send("measure");
  }).then((/** @type {any} */ memory) => /** @type {{ rss: number; heapUsed: number; gc: boolean }} */ (memory));
}

/**
 * Moves the orders along as the kitchen's buttons do, one change at a time, and answers each
 * subscriber's delay from the POST to the event's arrival (and the POSTs' own times).
 * @param {{ session: Session, restaurantId: string, orders: Array<{ orderId: string }>, ask: (message: object) => Promise<unknown> }} options
 */
async function statusChangeDelays({ session, restaurantId, orders, ask }) {
  /** @type {number[]} */
  const delays = [];
  /** @type {number[]} */
  const answers = [];
  // Each receipt after the event's first one: the fan-out's own share of the delay (the POST, the
  // transaction, NOTIFY and the hub's one read of the event come before the first receipt).
  /** @type {number[]} */
  const spreads = [];
  let missing = 0;
  let made = 0;
  for (const { orderId } of orders) {
    for (
      let to = await nextMove(session, restaurantId, orderId);
      to && made < changes;
      to = await nextMove(session, restaurantId, orderId)
    ) {
      const sent = performance.timeOrigin + performance.now();
      const moved = await session.fetch(`/en/kitchen/dashboard${moveAs === "data" ? ".data" : ""}?restaurant=${restaurantId}`, {
        intent: "move",
        orderId,
        to,
      });
      answers.push(performance.timeOrigin + performance.now() - sent);
      if (moved.status !== 200) throw new Error(`the kitchen's move to ${to} answered ${moved.status}`);
      const event = /** @type {{ id: number | null; times: number[] }} */ (await ask({ type: "next", expected: subscribers }));
      for (const at of event.times) delays.push(at - sent);
      const first = Math.min(...event.times);
      for (const at of event.times) spreads.push(at - first);
      missing += subscribers - event.times.length;
      made++;
    }
  }
  delays.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  return { delays, answers, spreads, missing, made };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
const kB = (/** @type {number} */ bytes, /** @type {number} */ count) => (bytes / 1024 / count).toFixed(1).padStart(6);
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;

console.log(
  `bench:realtime: idle SSE connections at ${steps.join(" and ")}; status-change delay on ${subscribers} subscribers over ${changes} changes, moves POSTed as ${moveAs} requests (goals: ≤ 30 kB per connection, p95 ≤ 100 ms)`,
);
for (const engine of engines) {
  const {
    base,
    child: server,
    stop,
  } = await startBenchServer({
    name: "realtime",
    engine,
    serverUrl,
    nodeArgs: ["--expose-gc", "--import", path.join(root, "scripts", "bench-realtime-probe.mjs")],
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, EVENT_STREAMS_MAX: String(cap), EVENT_STREAMS_PER_CLIENT: String(cap) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const clients = startClients();
  try {
    await clients.ready;
    const session = new Session(base);
    const signedIn = await session.fetch("/en/auth", {
      intent: "signin",
      email: adminEmail,
      password: adminPassword,
      redirectTo: "/en/kitchen/dashboard",
    });
    if (signedIn.status !== 303 && signedIn.status !== 302) throw new Error(`signing the admin in answered ${signedIn.status}`);
    // The orders whose moves are measured, placed before anyone subscribes (at least three moves each: accepted, preparing, ready).
    /** @type {Array<{ restaurantId: string; orderId: string }>} */
    const orders = [];
    for (let index = 0; index < Math.ceil(changes / 3); index++)
      orders.push(await placeOrder(session, "/en/restaurant-menu/fjellgarden-kafe"));
    const restaurantId = /** @type {string} */ (orders[0]?.restaurantId);
    const streamUrl = `${base}/api/restaurant-events/queues/${restaurantId}`;

    // Warm-up: the stream's code paths are compiled and the pools opened before the baseline.
    await clients.ask({ type: "open", url: streamUrl, count: 50 });
    await clients.ask({ type: "close", count: 50 });
    await settle();
    const baseline = await measure(server);
    if (!baseline.gc) console.log("  (no --expose-gc in the server: figures include garbage)");
    let open = 0;
    let delaysMeasured = false;
    for (const target of steps.filter((step) => step <= cap)) {
      const opened = /** @type {{ open: number; failed: number; firstError: string }} */ (
        await clients.ask({ type: "open", url: streamUrl, count: target - open })
      );
      open = opened.open;
      await settle();
      const memory = await measure(server);
      const failed = opened.failed ? `  (${opened.failed} refused: ${opened.firstError})` : "";
      console.log(
        `  ${engine.padEnd(8)} ${String(open).padStart(6)} idle connections: RSS ${kB(memory.rss - baseline.rss, open)} kB, heap used ${kB(memory.heapUsed - baseline.heapUsed, open)} kB per connection${failed}`,
      );
      // The delay on the first step with enough subscribers, before the next step opens more
      // (closing thousands of streams first would leave the server busy with their ends).
      if (delaysMeasured || open < subscribers) continue;
      delaysMeasured = true;
      await clients.ask({ type: "close", count: open - subscribers });
      open = subscribers;
      await clients.ask({ type: "mark" });
      await settle();
      const { delays, answers, spreads, missing, made } = await statusChangeDelays({ session, restaurantId, orders, ask: clients.ask });
      console.log(
        `  ${engine.padEnd(8)} ${String(subscribers).padStart(6)} subscribers, ${made} changes: delay min ${ms(delays[0] ?? NaN)}  p50 ${ms(percentile(delays, 50))}  p95 ${ms(percentile(delays, 95))}  max ${ms(delays.at(-1) ?? NaN)}  (${delays.length} receipts, ${missing} missing; the move's own POST answered in p50 ${ms(percentile(answers, 50))}; after an event's first receipt, the others followed within p95 ${ms(percentile(spreads, 95))}, max ${ms(spreads.at(-1) ?? NaN)})`,
      );
    }

    // At the cap: the memory of a full process, and the answer to one connection more.
    if (open < cap) open = /** @type {{ open: number }} */ (await clients.ask({ type: "open", url: streamUrl, count: cap - open })).open;
    await settle();
    const atCap = await measure(server);
    const beyond = /** @type {{ open: number; failed: number; firstError: string }} */ (
      await clients.ask({ type: "open", url: streamUrl, count: 1 })
    );
    const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `  ${engine.padEnd(8)} at the cap (EVENT_STREAMS_MAX=${cap}, ${open} open): RSS ${MB(atCap.rss)} (${MB(atCap.rss - baseline.rss)} above the idle server, ${kB(atCap.rss - baseline.rss, open)} kB per connection), heap used ${MB(atCap.heapUsed)}; connection ${cap + 1}: ${beyond.failed ? `refused (${beyond.firstError})` : "accepted (the cap did not hold)"}`,
    );
  } finally {
    clients.child.kill();
    await stop();
  }
}
