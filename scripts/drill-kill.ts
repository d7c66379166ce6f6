// `npm run drill:kill`: ROUNDS (default 200, `--rounds`) of `kill -9` of the production server at a
// random moment while a load generator places orders (some twice with one key, some paid by card),
// merges guest carts on sign-in, accepts quotes, applies the card provider's webhooks (each twice),
// places restaurant orders that the restaurant's kitchen staff move along (scripts/drill-load.ts)
// and the server's own job sends a newsletter to a local SMTP sink; the server is restarted on the
// same data each round. After the last round it is started once more, left to finish the
// newsletter, stopped, and the data is checked in SQL (scripts/drill-checks.ts). On PGlite it counts
// the rounds where the directory did not reopen. Prints rounds, requests and inconsistencies per
// engine (goal 0); exits non-zero when there is any, or when the server did not come back.
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { admins, factories, newsletters, newsletterSubscribers, restaurants, users } from "../app/server/db/schema";
import { addRecipients, DEFAULT_LEASE_MS } from "../app/server/newsletters/job.server";
import { newToken } from "../app/server/newsletters/tokens";
import { addToQuote } from "../app/server/quotes/basket.server";
import { sendQuote, submitQuoteRequest } from "../app/server/quotes/commands.server";
import { addKitchenStaff } from "../app/server/restaurants/admin-commands.server";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp-sink";
import { startRoundRobinProxy } from "../tests/support/round-robin-proxy";
import { startStripeServer, stripeEnvironment } from "../tests/support/stripe-server";
import { runChecks } from "./drill-checks";
import { emptyCounts, type LoadState, runLoad } from "./drill-load";
import {
  type AppProcess,
  becomesReady,
  cartProductIds,
  chosenEngines,
  createStore,
  type DrillStore,
  freePort,
  prepareStore,
  printResult,
  registerCustomers,
  requireBuild,
  startApp,
  stockSnapshot,
  stopApp,
} from "./drill-support";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: process.env.DRILL_ROUNDS ?? "200" },
    engines: { type: "string" },
    workers: { type: "string", default: "6" },
    processes: { type: "string", default: "1" },
    recipients: { type: "string" },
    quotes: { type: "string" },
    "min-ms": { type: "string", default: "200" },
    "max-ms": { type: "string", default: "2500" },
  },
});
const rounds = Number(values.rounds);
const workers = Number(values.workers);
/** App processes on one PostgreSQL database behind a round-robin proxy; each round kills one of them (PGlite: always 1). */
const processCount = Number(values.processes);
if (!Number.isInteger(processCount) || processCount < 1 || processCount > 8) throw new Error("--processes takes 1 to 8");
const recipients = Number(values.recipients ?? Math.min(5000, rounds * 40));
const quoteCount = Number(values.quotes ?? Math.min(400, rounds * 3));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The demo restaurant the guests order from: the pizzeria (pickup and delivery, options and halves on its menu). */
const RESTAURANT_SLUG = "fjellgarden-pizzeria";

/** The drill's fixtures, written before the server first starts: stock, priced quotes, a newsletter being sent. */
async function prepare(store: DrillStore) {
  const handle = await store.open();
  try {
    await prepareStore(handle, { stock: 1_000_000 });
    const db = handle.db;
    const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
    const factoryId = factory!.id;
    // The quote desk's admin (its quotes are priced here, before the load).
    const [adminUser] = await db
      .insert(users)
      .values({ id: crypto.randomUUID(), name: "Drill Quote Desk", email: "drill-desk@example.com", emailVerified: true })
      .returning();
    await db.insert(admins).values({ userId: adminUser!.id, factoryId, role: "admin", isActive: true });
    const actor = { user: { id: adminUser!.id, name: adminUser!.name, email: adminUser!.email, passwordChangeRequired: false }, factoryId };
    const [restaurant] = await db
      .select({ id: restaurants.id, slug: restaurants.slug })
      .from(restaurants)
      .where(eq(restaurants.slug, RESTAURANT_SLUG));
    if (!restaurant) throw new Error(`no restaurant ${RESTAURANT_SLUG} in the demo data`);
    const products = (await db.execute(sql`select id from products where is_active order by sku limit 10`)).rows as { id: string }[];
    const quotes: { id: string; key: string }[] = [];
    for (let i = 0; i < quoteCount; i++) {
      const owner = { guestId: `drill-guest-${i}-${crypto.randomUUID()}` };
      const added = await addToQuote(db, owner, products[i % products.length]!.id);
      if (!added.ok) throw new Error(`adding to a quote basket: ${JSON.stringify(added)}`);
      const submitted = await submitQuoteRequest(db, {
        owner,
        factoryId,
        languageCode: "en",
        defaultLanguageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        details: {
          name: "Drill Buyer",
          company: "Drill AS",
          email: `drill-quote-${i}@example.com`,
          phone: "+4791234567",
          orgNumber: null,
          postcode: "0150",
          deliveryDate: "2099-12-01",
          message: "",
        },
      });
      if (!submitted.ok) throw new Error(`submitting a quote: ${submitted.error}`);
      const items = (await db.execute(sql`select id from quote_request_items where quote_id = ${submitted.quoteId}`)).rows as {
        id: string;
      }[];
      await sendQuote(db, actor, submitted.quoteId, {
        prices: Object.fromEntries(items.map((item) => [item.id, 12_345])),
        discountPercent: 0,
        validUntil: "2099-12-31",
        message: "",
      });
      const [quote] = (await db.execute(sql`select access_token from quote_requests where id = ${submitted.quoteId}`)).rows as {
        access_token: string;
      }[];
      quotes.push({ id: submitted.quoteId, key: quote!.access_token });
    }
    for (let start = 0; start < recipients; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, recipients - start) }, (_, i) => ({
        factoryId,
        email: `drill-reader-${start + i}@example.com`,
        languageCode: "nb",
        status: "confirmed" as const,
        token: newToken(),
        confirmedAt: new Date(),
      }));
      if (rows.length > 0) await db.insert(newsletterSubscribers).values(rows);
    }
    const [newsletter] = await db
      .insert(newsletters)
      .values({
        factoryId,
        languages: ["nb"],
        content: { nb: { subject: "Drill", body: "<p>Hei fra øvelsen.</p>" } },
        shareableUrl: newToken(),
      })
      .returning();
    await db.transaction(async (tx) => {
      await addRecipients(tx, { id: newsletter!.id, factoryId, languages: ["nb"] });
      await tx.update(newsletters).set({ status: "sending", startedAt: new Date() }).where(eq(newsletters.id, newsletter!.id));
    });
    return {
      quotes,
      stockBefore: await stockSnapshot(handle),
      restaurant: { id: restaurant.id, menuPath: `/en/restaurant-menu/${restaurant.slug}` },
      actor,
    };
  } finally {
    await handle.close();
  }
}

async function drill(engine: "pglite" | "postgres") {
  // PGlite: one process per directory. PostgreSQL: `--processes` app processes behind a
  // round-robin proxy (the production setup, README), each with its own data directory and its own
  // SMTP sink (so the drill knows which process sent each mail); every round kills one of them
  // while the others keep serving, sending and reconciling.
  const count = engine === "postgres" ? processCount : 1;
  const store = await createStore("kill", engine, serverUrl);
  const sinks = await Promise.all(Array.from({ length: count }, () => startSmtpSink()));
  /** Every process's mail, in the order each sink received it. */
  const allMail = {
    get messages() {
      return sinks.flatMap((sink) => sink.messages);
    },
  };
  const stripe = await startStripeServer();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const proxy = count > 1 ? await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`)) : null;
  const base = proxy?.url ?? `http://127.0.0.1:${ports[0]}`;
  const envOf = (index: number) => ({
    SMTP_URL: sinks[index]!.url,
    PAYMENT_PROVIDERS: "stripe",
    ...stripeEnvironment(stripe.base),
    NEWSLETTER_RATE_PER_MINUTE: "3000",
    ...(proxy ? { ORIGIN: base, DATA_DIR: path.join(store.dataDir, `process-${index}`) } : {}),
  });
  const apps: Array<AppProcess | null> = Array.from({ length: count }, () => null);
  let notReopened = 0;
  /** Starts the processes not running (all at first, then the one killed last round); false when one did not come back. */
  /**
   * Each process's lives, in order: the first SMTP connection a life can have opened is the one its
   * sink accepts after the life begins, so a mail belongs to the life its connection falls in, however
   * late the sink reads it. A life ended by SIGKILL is `killed`.
   */
  const lives: Array<{ index: number; firstConnection: number; killed: boolean }> = [];
  const begin = (index: number) => {
    lives.push({ index, firstConnection: sinks[index]!.connections() + 1, killed: false });
    return startApp(store, ports[index]!, envOf(index));
  };
  const kill = async (index: number) => {
    await stopApp(apps[index]!, "SIGKILL");
    apps[index] = null;
    lives.findLast((life) => life.index === index)!.killed = true;
  };
  const startMissing = async () => {
    for (const [index, app] of apps.entries()) {
      if (app) continue;
      apps[index] = begin(index);
      if (!(await becomesReady(apps[index]!, 90_000))) {
        // Counted, and tried once more: a directory that does not reopen after a kill is what this measures.
        notReopened++;
        console.log(`  process ${index + 1} did not come back; output:\n${apps[index]!.output().slice(-2000)}`);
        await kill(index);
        apps[index] = begin(index);
        if (!(await becomesReady(apps[index]!, 90_000))) return false;
      }
    }
    return true;
  };
  try {
    const fixtures = await prepare(store);
    const state: LoadState = {
      base,
      productIds: [],
      customers: [],
      openQuotes: [...fixtures.quotes],
      stripe,
      stop: false,
      acknowledgedKeys: new Set(),
      acceptedQuotes: new Set(),
      restaurant: { ...fixtures.restaurant, kitchenStaff: [] },
      kitchenVisitors: [],
      acknowledgedRestaurantKeys: new Set(),
      acknowledgedMoves: new Set(),
      counts: emptyCounts(),
      unexpectedSamples: [],
    };
    stripe.setWebhookUrl(`${state.base}/api/payments/webhooks/stripe`);
    const restartMs: number[] = [];
    let kitchenAccounts: string[] = [];
    const started = Date.now();
    for (let round = 0; round < rounds; round++) {
      const startedAt = Date.now();
      if (!(await startMissing())) throw new Error(`the server did not start again after round ${round}`);
      restartMs.push(Date.now() - startedAt);
      if (state.productIds.length === 0) {
        state.productIds = await cartProductIds(state.base);
        state.customers = await registerCustomers(state.base, allMail, 6, `drill-customer-${engine}`);
        kitchenAccounts = await registerCustomers(state.base, allMail, 2, `drill-kitchen-${engine}`);
      }
      state.stop = false;
      const load = runLoad(state, workers);
      const killAfter = Number(values["min-ms"]) + Math.random() * (Number(values["max-ms"]) - Number(values["min-ms"]));
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      state.stop = true;
      await kill(Math.floor(Math.random() * count));
      await load;
      if (state.restaurant.kitchenStaff.length === 0 && kitchenAccounts.length > 0) {
        // Between the first kill and the next start (PGlite: one process per directory), the accounts
        // registered in the first round become the restaurant's kitchen staff through the admin command.
        const handle = await store.open();
        try {
          for (const email of kitchenAccounts) {
            const added = await addKitchenStaff(handle.db, fixtures.actor, state.restaurant.id, email);
            if (added !== "added") throw new Error(`making ${email} kitchen staff: ${added}`);
          }
        } finally {
          await handle.close();
        }
        state.restaurant.kitchenStaff = kitchenAccounts;
      }
      if ((round + 1) % 10 === 0 || round + 1 === rounds)
        console.log(`  ${engine}: round ${round + 1}/${rounds}, ${state.counts.requests} requests, ${allMail.messages.length} mails`);
    }
    // The last start: no kill; the newsletter is left to finish, then the servers stop normally.
    const lastKillAt = Date.now();
    if (!(await startMissing())) throw new Error(`the server did not start after the last round`);
    // The card provider retries a webhook until it is answered 2xx (Stripe: for days): every
    // session a buyer paid is reported once more, so a report lost to a kill reaches the app.
    const paidSessions = [...stripe.sessions.values()].filter((session) => session.status === "complete").map((session) => session.id);
    let webhookRetries = 0;
    for (const id of paidSessions)
      for (let attempt = 0; attempt < 5; attempt++) {
        webhookRetries++;
        const status = await stripe.sendWebhook(id, "checkout.session.completed").catch(() => 0);
        if (status >= 200 && status < 300) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    const newsletterIdOf = (message: SmtpSink["messages"][number] | undefined) => {
      const id = message?.header("Message-ID");
      return id?.startsWith("<newsletter.") ? id : undefined;
    };
    const copies = () => {
      const map = new Map<string, number>();
      for (const message of allMail.messages) {
        const id = newsletterIdOf(message);
        if (id) map.set(id, (map.get(id) ?? 0) + 1);
      }
      return map;
    };
    /**
     * The mail each killed process had in flight: the newsletter job sends one mail at a time and
     * commits it as sent before the next, so only the last newsletter mail a process's life
     * delivered can have lost its commit to the kill (ADR 0033); that one, received a second time
     * (by any process's sink: after its lease on PostgreSQL), is the documented exception, not a
     * double send.
     */
    /** The life (index in `lives`) a mail of process `index`'s sink belongs to. */
    const lifeOf = (index: number, message: SmtpSink["messages"][number]) =>
      lives.findLastIndex((life) => life.index === index && life.firstConnection <= message.connection);
    const inFlightAtKill = () => {
      const counted = copies();
      const resent = new Set<string>();
      const lastOfLife = new Map<number, string>();
      for (const [index, sink] of sinks.entries())
        for (const message of sink.messages) {
          const id = newsletterIdOf(message);
          if (id) lastOfLife.set(lifeOf(index, message), id);
        }
      for (const [life, id] of lastOfLife) if (lives[life]?.killed && (counted.get(id) ?? 0) >= 2) resent.add(id);
      return resent;
    };
    /** Where each copy of a mail received more than once came from (process, life, and whether that life was killed): printed when one is not explained. */
    const describeCopies = (id: string) =>
      sinks
        .flatMap((sink, index) => sink.messages.filter((message) => newsletterIdOf(message) === id).map((message) => ({ index, message })))
        .map(({ index, message }) => {
          const life = lifeOf(index, message);
          const own = sinks[index]!.messages.filter((other) => lifeOf(index, other) === life && newsletterIdOf(other));
          return `process ${index + 1} life ${life}${lives[life]?.killed ? " (killed)" : ""}, newsletter mail ${own.indexOf(message) + 1} of ${own.length}`;
        })
        .join("; ");
    // On PostgreSQL several processes may share the data, so rows a killed runner had claimed wait
    // out its lease (ADR 0033) before a runner takes them; the last kill's may need all of it.
    const deadline = lastKillAt + (engine === "postgres" ? DEFAULT_LEASE_MS + 120_000 : 120_000);
    while (copies().size < recipients && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const newsletterWaitSeconds = Math.round((Date.now() - lastKillAt) / 1000);
    await Promise.all(apps.map((app) => (app ? stopApp(app, "SIGTERM") : undefined)));
    const handle = await store.open();
    const { broken, totals } = await runChecks(handle, {
      stockBefore: fixtures.stockBefore,
      acknowledgedKeys: state.acknowledgedKeys,
      newsletterCopies: copies(),
      newsletterInFlightAtKill: inFlightAtKill(),
      acceptedQuotes: state.acceptedQuotes,
      acknowledgedRestaurantKeys: state.acknowledgedRestaurantKeys,
      acknowledgedMoves: state.acknowledgedMoves,
      paidSessions,
    }).finally(() => handle.close());
    const inconsistencies = Object.values(broken).reduce((sum, n) => sum + n, 0);
    restartMs.sort((a, b) => a - b);
    const result = {
      engine,
      processes: count,
      rounds,
      seconds: Math.round((Date.now() - started) / 1000),
      requests: state.counts.requests,
      ok: state.counts.ok,
      failedDuringKill: state.counts.failedDuringKill,
      unexpected: state.counts.unexpected,
      checkoutReplays: state.counts.replays,
      webhooks: state.counts.webhooks,
      paidSessions: paidSessions.length,
      webhookRetries,
      signIns: state.counts.merges,
      restaurantCheckoutReplays: state.counts.restaurantReplays,
      kitchenMovesAcknowledged: state.counts.kitchenMoves,
      kitchenRejectsAcknowledged: state.counts.kitchenRejects,
      kitchenMovesRaced: state.counts.kitchenRaced,
      newsletterWaitSeconds,
      restartP50Ms: restartMs[Math.floor(restartMs.length / 2)] ?? null,
      restartMaxMs: restartMs.at(-1) ?? null,
      notReopened,
      ...totals,
      inconsistencies,
      broken,
    };
    console.log(
      `${engine}${count > 1 ? ` (${count} processes behind a proxy, one killed each round)` : ""}: ${rounds} rounds in ${result.seconds} s, ${result.requests} requests (${result.ok} ok, ${result.failedDuringKill} cut by a kill, ${result.unexpected} unexpected)`,
    );
    console.log(
      `  orders ${totals.totalOrders} (${result.checkoutReplays} submitted twice), payments applied ${totals.totalPaymentsApplied}/${totals.totalPayments} (${result.paidSessions} paid at the provider, ${totals.totalPaidSessionsNeverRecorded} of them sessions the app never recorded; ${result.webhooks} webhooks, then ${result.webhookRetries} as the provider's retries), sign-ins ${result.signIns}, quotes accepted ${totals.totalQuotesAccepted}`,
    );
    console.log(
      `  restaurant orders ${totals.totalRestaurantOrders} (${result.restaurantCheckoutReplays} submitted twice), kitchen moves ${totals.totalKitchenMoves} (the kitchen saw ${result.kitchenMovesAcknowledged} moves and ${result.kitchenRejectsAcknowledged} rejections succeed, ${result.kitchenMovesRaced} refused as already moved)`,
    );
    console.log(
      `  newsletter: ${totals.totalNewsletterSent}/${totals.totalNewsletterRecipients} sent, ${totals.totalNewsletterInFlight} never sent (after ${result.newsletterWaitSeconds} s given to the last server), ${totals.totalNewsletterResentAfterKill} in flight at a kill and sent again after it (same Message-ID)`,
    );
    console.log(`  restart to ready: p50 ${result.restartP50Ms} ms, max ${result.restartMaxMs} ms; rounds not reopened: ${notReopened}`);
    console.log(`  inconsistencies: ${inconsistencies}${inconsistencies > 0 ? ` ${JSON.stringify(broken)}` : ""}`);
    const explained = inFlightAtKill();
    for (const [id, copiesOfId] of copies())
      if (copiesOfId > 1 && !explained.has(id)) console.log(`  received ${copiesOfId} times: ${id}: ${describeCopies(id)}`);
    if (state.unexpectedSamples.length > 0)
      console.log(`  unexpected answers (first ${state.unexpectedSamples.length}): ${state.unexpectedSamples.join("; ")}`);
    return result;
  } finally {
    await Promise.all(apps.map((app) => (app ? stopApp(app, "SIGKILL") : undefined)));
    await proxy?.close();
    await stripe.close();
    await Promise.all(sinks.map((sink) => sink.close()));
    await store.remove();
  }
}

requireBuild();
const engines = chosenEngines(values.engines, serverUrl);
console.log(`drill:kill: ${rounds} rounds of kill -9 under load (${workers} workers) on ${engines.join(", ")}`);
const results = [];
for (const engine of engines) results.push(await drill(engine));
printResult({ drill: "kill", results });
process.exit(results.some((result) => result.inconsistencies > 0 || result.notReopened > 0) ? 1 : 0);
