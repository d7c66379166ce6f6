// `npm run drill:db`: the app on a private PostgreSQL cluster of its own (initdb + pg_ctl into a
// temporary directory on a free port; the machine's shared server is never touched) under load;
// the cluster is stopped with `pg_ctl stop -m immediate` for `--down-seconds` (default 10) and
// started again, `--cycles` times (default 3). Visitors keep asking for cached pages (the home page,
// the product list) and for pages that need the database (adding to a cart). Prints, per cycle: the
// downtime clients saw, the answers while down (503 with Retry-After, cached pages served, anything
// else), the time from the database's return to the first answered cart, and errors after recovery
// (goal 0). Exits non-zero when the app exited, did not recover within 5 s, or erred after recovery.
import { parseArgs } from "node:util";
import {
  becomesReady,
  cartProductIds,
  createStore,
  freePort,
  prepareStore,
  printResult,
  requireBuild,
  startApp,
  startPrivateCluster,
  stopApp,
  Visitor,
} from "./drill-support";

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "3" },
    "down-seconds": { type: "string", default: "10" },
    "up-seconds": { type: "string", default: "5" },
    visitors: { type: "string", default: "10" },
  },
});
const cycles = Number(values.cycles);
const downMs = Number(values["down-seconds"]) * 1000;
const upMs = Number(values["up-seconds"]) * 1000;
const RECOVERY_GOAL_MS = 5000;

interface Sample {
  at: number;
  kind: "cached" | "database";
  status: number;
  retryAfter: string | null;
  cacheHit: boolean;
}

requireBuild();
const cluster = await startPrivateCluster();
const samples: Sample[] = [];
let stop = false;
try {
  const serverUrl = cluster.url;
  const store = await createStore("db", "postgres", serverUrl);
  const handle = await store.open();
  await prepareStore(handle, { stock: 1_000_000 });
  await handle.close();
  const app = startApp(store, await freePort(), { DATABASE_POOL_MAX: "5" });
  if (!(await becomesReady(app, 120_000))) throw new Error(`the app did not start:\n${app.output().slice(-2000)}`);
  const productIds = await cartProductIds(app.base);
  const visitor = async (index: number) => {
    const cartVisitor = new Visitor(app.base);
    for (let turn = index; !stop; turn++) {
      const cached = turn % 2 === 0;
      const at = Date.now();
      try {
        if (cached) {
          const response = await fetch(`${app.base}${turn % 4 === 0 ? "/en" : "/en/products"}`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          samples.push({
            at,
            kind: "cached",
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            cacheHit: response.headers.get("x-cache") === "hit",
          });
        } else {
          const answer = await cartVisitor.request("/en/cart.data", {
            form: { intent: "add", productId: productIds[turn % productIds.length]!, quantity: "1", js: "1" },
            timeoutMs: 15_000,
          });
          samples.push({ at, kind: "database", status: answer.status, retryAfter: answer.headers.get("retry-after"), cacheHit: false });
        }
      } catch {
        samples.push({ at, kind: cached ? "cached" : "database", status: 0, retryAfter: null, cacheHit: false });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const load = Promise.all(Array.from({ length: Number(values.visitors) }, (_, index) => visitor(index)));
  const results = [];
  await new Promise((resolve) => setTimeout(resolve, upMs));
  console.log(`drill:db: ${cycles} cycles of pg_ctl stop -m immediate for ${downMs / 1000} s under ${values.visitors} visitors`);
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const stoppedAt = Date.now();
    cluster.stopImmediate();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    cluster.start();
    const backAt = Date.now();
    // Recovered: the first cart answered after the database is back, then `upMs` more of load.
    let recoveredAt: number | null = null;
    while (recoveredAt === null && Date.now() - backAt < 60_000) {
      const answered = samples.filter((sample) => sample.at >= backAt && sample.kind === "database" && sample.status === 200);
      recoveredAt = answered.length > 0 ? Math.min(...answered.map((sample) => sample.at)) : null;
      if (recoveredAt === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, upMs));
    const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at < backAt);
    const failedDb = samples
      .filter((sample) => sample.at >= stoppedAt && sample.kind === "database" && sample.status !== 200)
      .sort((a, b) => a.at - b.at);
    const after = recoveredAt === null ? [] : samples.filter((sample) => sample.at > recoveredAt! && sample.at < Date.now() - 100);
    const result = {
      cycle,
      downtimeSeenMs: failedDb.length > 0 ? failedDb.at(-1)!.at - failedDb[0]!.at : 0,
      requestsWhileDown: during.length,
      unavailableWithRetryAfter: during.filter((sample) => sample.status === 503 && sample.retryAfter !== null).length,
      cachedPagesServed: during.filter((sample) => sample.kind === "cached" && sample.status === 200).length,
      otherAnswersWhileDown: during.filter((sample) => sample.status !== 200 && !(sample.status === 503 && sample.retryAfter !== null))
        .length,
      otherStatuses: [...new Set(during.filter((sample) => sample.status !== 200 && sample.status !== 503).map((sample) => sample.status))],
      recoveryMs: recoveredAt === null ? null : Math.max(0, recoveredAt - backAt),
      requestsAfterRecovery: after.length,
      errorsAfterRecovery: after.filter((sample) => sample.status !== 200).length,
      appAlive: app.child.exitCode === null && app.child.signalCode === null,
    };
    results.push(result);
    if (!result.appAlive)
      console.log(
        `  the app exited (code ${app.child.exitCode}, signal ${app.child.signalCode}); its last output:\n${app.output().slice(-3000)}`,
      );
    console.log(
      `  cycle ${cycle}: down ${downMs / 1000} s, clients saw ${(result.downtimeSeenMs / 1000).toFixed(1)} s of failures; while down ${result.requestsWhileDown} requests: ${result.unavailableWithRetryAfter} × 503 with Retry-After, ${result.cachedPagesServed} cached pages served, ${result.otherAnswersWhileDown} other (${result.otherStatuses.join(", ") || "none"}; 0 = no answer within 15 s); recovered ${result.recoveryMs === null ? "never" : `${result.recoveryMs} ms`} after the database's return; ${result.errorsAfterRecovery} errors in ${result.requestsAfterRecovery} requests after recovery; app ${result.appAlive ? "alive" : "EXITED"}`,
    );
  }
  stop = true;
  await load;
  await stopApp(app);
  await store.remove();
  const failed = results.some(
    (result) => !result.appAlive || result.recoveryMs === null || result.recoveryMs > RECOVERY_GOAL_MS || result.errorsAfterRecovery > 0,
  );
  printResult({ drill: "db", results });
  process.exitCode = failed ? 1 : 0;
} finally {
  stop = true;
  await cluster.remove();
}
