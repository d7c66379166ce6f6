import "react-router";
import compression from "compression";
import express from "express";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { firstAdminPassword, prepareAdmins } from "../app/server/auth/admins.server";
import { type Auth, createAuth } from "../app/server/auth/auth.server";
import { resolveAuthSecret } from "../app/server/auth/secret.server";
import { createRequestContext } from "../app/server/context.server";
import { type DatabaseHandle, isDatabaseUnavailable, openDatabase } from "../app/server/db/client.server";
import { DataDirectoryLockedError } from "../app/server/db/data-dir-lock.server";
import { DatabaseHealth } from "../app/server/db/health.server";
import { prepareDatabase } from "../app/server/db/setup.server";
import { loadSite, type Site } from "../app/server/site/queries.server";
import { mailLanguageOf } from "../app/server/mail/mail-language.server";
import {
  type Environment,
  EnvironmentError,
  mapSettings,
  mediaPublicUrl,
  parseEnvironment,
  redactUrl,
  s3Settings,
  tileImageSource,
} from "../app/server/env.server";
import { createLogger, type Logger } from "../app/server/logger.server";
import { createMailer } from "../app/server/mail/mailer.server";
import { startNewsletterJob } from "../app/server/newsletters/commands.server";
import { configurePaymentProviders, PaymentConfigurationError } from "../app/server/orders/payment-providers.server";
import { CataloguePdfService } from "../app/server/catalog-pdf/catalog-pdf.server";
import { catalogueFiles } from "../app/server/catalog-pdf/files.server";
import { localObjectStore, type ObjectStore, ObjectStoreError } from "../app/server/media/object-store.server";
import { s3ObjectStore } from "../app/server/media/s3-store.server";
import { mediaStorage } from "../app/server/media/storage.server";
import { InvalidationBus, listenForInvalidations } from "../app/server/page-cache/invalidation.server";
import { OrderEventHub } from "../app/server/restaurants/realtime.server";
import { ProcessMemo } from "../app/server/page-cache/memo.server";
import { VisitorMemo } from "../app/server/page-cache/visitor-memo.server";
import { PageCache } from "../app/server/page-cache/page-cache.server";
import { projectRoot } from "../app/server/project-root.server";
import { configureAi } from "../app/server/ai/config.server";
import { startDraftingJob } from "../app/server/ai/drafting-commands.server";
import { configurePaymentHold, startPaymentReconciliation } from "../app/server/payments/service.server";
import { bodyLimit } from "./body-limit";
import { formPostsOnly, sameOriginRequests } from "./csrf";
import { EVENT_STREAM_PREFIX, eventStreamLimits } from "./event-stream-limits";
import { paymentWebhooks } from "./payment-webhooks";
import { requestLogging, securityHeaders, unavailablePage } from "./http";
import { staticWithPrecompressed } from "./precompressed";
import { languageRedirect } from "./language-redirect";
import { mediaFiles } from "./media";
import { cachedPageFastPath, pageHandler, sharedPageWriter } from "./pages";

const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  httpServer: Server;
  shutdown(signal: string): Promise<void>;
}

/** Starts the storefront: validates configuration, opens the database, serves HTTP, stops cleanly. */
export async function main(options: { vite?: ViteDevServer } = {}): Promise<RunningServer> {
  let env: Environment;
  try {
    env = parseEnvironment();
    // Card and Vipps are offered only through a provider PAYMENT_PROVIDERS names; its adapter checks its own variables here.
    configurePaymentProviders(env.PAYMENT_PROVIDERS);
    configurePaymentHold(env.PAYMENT_HOLD_MINUTES);
    // AI services only with AI_BASE_URL and AI_MODEL; without them every AI control says it is off.
    configureAi(env);
  } catch (error) {
    if (error instanceof EnvironmentError) exitWithMessage(error.message);
    if (error instanceof PaymentConfigurationError) exitWithMessage(error.message);
    throw error;
  }
  // Readable lines for a person at a terminal, JSON lines for everything else (a service, a pipe, a log collector).
  const logger = createLogger(env.LOG_LEVEL, undefined, {
    pretty: env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT === "auto" && process.stdout.isTTY === true),
  });
  // Uploaded images and PDF catalogues (ADR 0031): DATA_DIR, or a bucket every process shares. Checked with a write before serving.
  const s3 = s3Settings(env);
  const store = s3 ? s3ObjectStore(s3) : localObjectStore(env.DATA_DIR);
  try {
    await store.check();
  } catch (error) {
    if (error instanceof ObjectStoreError) exitWithMessage(error.message);
    throw error;
  }
  logger.info({ storage: store.kind, where: store.description }, "file storage ready");
  // Null on PostgreSQL without AUTH_SECRET: then it comes from the database, during setup.
  const authSecret = resolveAuthSecret(env);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: env.DATABASE_POOL_MAX, logger });
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) exitWithMessage(error.message);
    logger.fatal({ err: error }, "could not open the database");
    exitWithMessage(`Could not open the database: ${(error as Error).message}`);
  }
  logger.info({ engine: handle.engine, database: env.DATABASE_URL ? redactUrl(env.DATABASE_URL) : env.DATA_DIR }, "database opened");

  const health = new DatabaseHealth(() => handle.ping(), logger);
  // Page cache invalidations (ADR 0008): NOTIFY from the database's triggers, to every process.
  const bus = new InvalidationBus();
  const listener = listenForInvalidations(handle, bus, logger);
  // Restaurant order events (SSE), heard from every process the same way.
  const orderEvents = new OrderEventHub(handle.db, logger);
  orderEvents.start(handle.listen);
  const { app, startAuth, fastPath, mailer } = createApp({ env, logger, handle, health, bus, orderEvents, store, vite: options.vite });
  // Cached pages are answered before Express when they can be (server/pages.ts); everything else goes through the app.
  const httpServer = createServer((req, res) => {
    if (!fastPath?.(req, res)) app(req, res);
  }).listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    httpServer.once("listening", resolve);
    httpServer.once("error", reject);
  }).catch((error: NodeJS.ErrnoException) => {
    exitWithMessage(
      error.code === "EADDRINUSE" ? `PORT ${env.PORT} is already in use on ${env.HOST}` : `Could not listen: ${error.message}`,
    );
  });
  logger.info({ url: env.ORIGIN, port: env.PORT }, "storefront listening");

  let stopping = false;
  let stopReconciliation = () => {};
  let stopNewsletters: () => Promise<void> = async () => {};
  let stopDrafting = () => {};
  void prepareUntilReady(
    health,
    logger,
    () => stopping,
    async () => {
      const prepared = await prepareDatabase(handle, logger, { storedAuthSecret: authSecret === null });
      await handle.withSetupLock((db) =>
        prepareAdmins(db, { email: env.ADMIN_EMAIL, ...firstAdminPassword(env) }, logger, { origin: env.ORIGIN }),
      );
      const secret = authSecret ?? prepared.authSecret;
      if (!secret) throw new Error("no auth secret after database setup");
      logger.info(
        { from: env.AUTH_SECRET ? "AUTH_SECRET" : authSecret ? "DATA_DIR/auth-secret" : "database (server_secrets)" },
        "auth secret ready",
      );
      startAuth(secret);
      // Payments still pending (a webhook lost, a server stopped mid-payment) are asked for on every start and every few minutes.
      if (env.PAYMENT_PROVIDERS.length > 0)
        stopReconciliation = startPaymentReconciliation({ db: handle.db, logger, mailer, origin: env.ORIGIN });
      // Newsletters being sent (or scheduled and due), resumed after a crash: every process runs the job; rows are claimed with SKIP LOCKED.
      stopNewsletters = startNewsletterJob({ db: handle.db, logger, mailer, origin: env.ORIGIN }, env.NEWSLETTER_RATE_PER_MINUTE, {
        soleProcess: handle.engine === "pglite",
      });
      // New-language AI drafting jobs, resumed after a crash the same way (items claimed with SKIP LOCKED, ADR 0034).
      stopDrafting = startDraftingJob({ db: handle.db, logger }, { soleProcess: handle.engine === "pglite" });
    },
  );

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    health.stop();
    stopReconciliation();
    // The newsletter run under way finishes its mail in flight and hands the rest of its claim back (awaited before the database closes).
    const newslettersStopped = stopNewsletters();
    stopDrafting();
    // Open event streams would keep the server from closing: end them first (clients reconnect elsewhere).
    await orderEvents.stop();
    const forced = setTimeout(() => {
      logger.error("shutdown took longer than 10 s: exiting anyway");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    await new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeIdleConnections();
    });
    await options.vite?.close();
    await listener.stop();
    await newslettersStopped;
    await handle.close().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
    clearTimeout(forced);
    logger.info("stopped");
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void shutdown(signal).then(() => process.exit(0));
    });
  }
  return { httpServer, shutdown };
}

/** Runs `setup` (migrations, seed, first admin, auth secret); while the database cannot be reached it retries, and pages answer 503. */
async function prepareUntilReady(
  health: DatabaseHealth,
  logger: Logger,
  stopping: () => boolean,
  setup: () => Promise<void>,
): Promise<void> {
  for (let attempt = 1; !stopping(); attempt++) {
    try {
      await setup();
      health.markUp();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        logger.fatal({ err: error }, "database setup failed");
        exitWithMessage(`Database setup failed: ${(error as Error).message}`);
      }
      const delay = Math.min(1_000 * attempt, 10_000);
      logger.warn({ err: error, retryInMs: delay }, "database not reachable yet");
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function createApp(deps: {
  env: Environment;
  logger: Logger;
  handle: DatabaseHandle;
  health: DatabaseHealth;
  bus: InvalidationBus;
  orderEvents: OrderEventHub;
  store: ObjectStore;
  vite?: ViteDevServer;
}) {
  const { env, logger, handle, health, bus, orderEvents, store, vite } = deps;
  const cache = new PageCache(bus, { enabled: env.PAGE_CACHE === "on", maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 });
  const memo = new ProcessMemo(bus);
  // Visitors' own states for filling cached pages (ADR 0035): only with the page cache on.
  const visitors = new VisitorMemo(bus, { enabled: env.PAGE_CACHE === "on", maxEntries: 5_000, ttlMs: 30_000 });
  const media = mediaStorage(store);
  const catalogPdf = new CataloguePdfService({
    db: handle.db,
    media,
    memo,
    files: catalogueFiles(store),
    origin: env.ORIGIN,
    logger,
  });
  const mailer = createMailer({
    db: handle.db,
    logger,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `no-reply@${new URL(env.ORIGIN).hostname}`,
  });
  // Made once the secret is known, which on PostgreSQL may take the database's setup.
  let auth: Auth | undefined;
  const startAuth = (secret: string) => {
    auth = createAuth({
      db: handle.db,
      origin: env.ORIGIN,
      secret,
      mailer,
      logger,
      siteName: () => siteNameOf(handle.db),
      mailLanguage: (code) => mailLanguageOf(handle.db, code),
    });
  };
  const maps = mapSettings(env);
  const tileSource = tileImageSource(maps.tileUrl);
  // Images come from the map's tile server and, with MEDIA_PUBLIC_URL, from the bucket's public address.
  const publicMedia = mediaPublicUrl(env);
  const imageSources = [...(tileSource ? [tileSource] : []), ...(publicMedia ? [new URL(publicMedia).origin] : [])];
  const csp = { development: Boolean(vite), https: env.ORIGIN.startsWith("https:"), imageSources };
  const writer = sharedPageWriter(cache, csp);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLogging(logger));
  app.use(securityHeaders(csp));
  // Before anything reads a body (React Router's actions read them whole): 413 over the path's limit.
  app.use(
    bodyLimit({
      languages: () => {
        const site = memo.settled<Site>("site");
        return site && { defaultCode: site.defaultLanguage.code, codes: site.languages.map((language) => language.code) };
      },
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await health.check();
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", database: handle.engine, state: health.state });
  });

  // Payment providers' webhooks: no Origin, so exempt from the check below only through their signature check.
  app.use(paymentWebhooks({ db: handle.db, logger, mailer, origin: env.ORIGIN, ready: () => health.isUp && auth !== undefined }));
  // Every state-changing request below (all route actions) must come from this site's own pages.
  app.use(sameOriginRequests(env.ORIGIN, logger));
  // …and must post a form's body (JSON, text/plain or a PUT/DELETE would reach the actions' form parsing: 415/405).
  app.use(formPostsOnly(logger));
  // The order-event streams stay open: capped per client address and per process (429 / 503).
  app.use(eventStreamLimits({ perClient: env.EVENT_STREAMS_PER_CLIENT, total: env.EVENT_STREAMS_MAX }, logger));

  // Server-Sent Events routes go above this line, or are let through here: compression buffers
  // streamed responses, and its per-response wrappers would stay with every open event stream.
  const compress = compression();
  app.use((req, res, next) => (req.path.startsWith(EVENT_STREAM_PREFIX) ? next() : compress(req, res, next)));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const client = path.join(projectRoot(), "build", "client");
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      staticWithPrecompressed(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    // Only names with an extension can be files (favicon.svg, demo pictures): pages skip the disk lookup.
    const files = staticWithPrecompressed(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[^/]+$/.test(req.path) && !req.path.endsWith(".data") ? files(req, res, next) : next()));
  }

  // Uploaded images (product pictures), from DATA_DIR/uploads or the bucket (server/media.ts).
  app.use("/media", ...mediaFiles({ store, dataDir: env.DATA_DIR, publicUrl: mediaPublicUrl(env), logger }));

  app.use((_req, res, next) => {
    if (health.isUp && auth) return next();
    res.status(503).setHeader("Retry-After", "5").setHeader("Cache-Control", "no-store").type("html").send(unavailablePage());
  });
  // One context per page request, made here so that the language redirect and React Router's
  // loaders share it (and its once-per-request site lookup).
  app.use((req, res, next) => {
    res.locals.requestContext = createRequestContext({
      db: handle.db,
      logger,
      health,
      origin: env.ORIGIN,
      requestId: res.locals.requestId,
      cspNonce: res.locals.cspNonce,
      // req.ip honours TRUST_PROXY ("trust proxy" above).
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      mailLimitPerClient: env.MAIL_LIMIT_PER_CLIENT,
      maps,
      // Set: the check above lets no request through before it is.
      auth: auth as Auth,
      mailer,
      media,
      memo,
      visitors,
      catalogPdf,
      orderEvents,
    });
    // A visitor's write (any request but GET or HEAD) drops what this process kept of their state,
    // when it starts and once it is answered, so their next page reads what it changed.
    if (req.method !== "GET" && req.method !== "HEAD") {
      const cookie = req.get("cookie");
      visitors.forget(cookie);
      res.once("close", () => visitors.forget(cookie));
    }
    next();
  });
  app.use(languageRedirect(logger));

  // The production build is imported once, not looked up in the module loader on every request.
  let productionBuild: Promise<ServerBuild> | undefined;
  app.use(
    pageHandler({
      build: vite
        ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
        : () => (productionBuild ??= import("virtual:react-router/server-build") as Promise<ServerBuild>),
      mode: vite ? "development" : "production",
      cache,
      writer,
      origin: env.ORIGIN,
    }),
  );

  // Errors outside React Router (a missing hashed asset, a malformed URL): a plain status, no stack trace.
  app.use((error: { status?: number; statusCode?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, requestId: res.locals.requestId }, "request failed");
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found" : status < 500 ? "Bad request" : "Internal server error");
  });
  // Not in development: there Vite's middleware and its own CSP come first.
  const fastPath = vite
    ? null
    : cachedPageFastPath({
        cache,
        writer,
        memo,
        logger,
        https: env.ORIGIN.startsWith("https:"),
        ready: () => health.isUp && auth !== undefined,
      });
  return { app, startAuth, fastPath, mailer };
}

/** The site's name for e-mails; the host name while the database cannot say. */
async function siteNameOf(db: DatabaseHandle["db"]): Promise<string> {
  const site = await loadSite(db);
  return site.settings?.siteName ?? site.factory.name;
}

function exitWithMessage(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
