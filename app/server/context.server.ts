import { type AppLoadContext, data } from "react-router";
import type { Auth } from "./auth/auth.server";
import type { CataloguePdfService } from "./catalog-pdf/catalog-pdf.server";
import type { Database } from "./db/client.server";
import type { DatabaseHealth } from "./db/health.server";
import type { MapSettings } from "./env.server";
import { DomainError } from "./errors";
import type { Logger } from "./logger.server";
import type { Mailer } from "./mail/mailer.server";
import type { MediaStorage } from "./media/storage.server";
import type { ProcessMemo } from "./page-cache/memo.server";
import type { VisitorMemo } from "./page-cache/visitor-memo.server";
import { pageTags } from "./page-cache/tags";
import type { OrderEventHub } from "./restaurants/realtime.server";
import { loadSite, type Site } from "./site/queries.server";

/** What every loader and action receives as `context`. */
export interface RequestContext {
  db: Database;
  logger: Logger;
  requestId: string;
  cspNonce: string;
  /** Public URL of the site, without a trailing slash. */
  origin: string;
  /** The client's address (from X-Forwarded-For only when TRUST_PROXY is on). */
  clientIp: string;
  /** Mail-sending requests (registration, reset, new confirmation) per client address and hour: MAIL_LIMIT_PER_CLIENT. */
  mailLimitPerClient: number;
  /** The sellers map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) and the optional geocoder (GEOCODER_URL). */
  maps: MapSettings;
  /** Authentication (Better Auth, called on the server only) and outgoing mail. */
  auth: Auth;
  mailer: Mailer;
  /** Uploaded files (product images): DATA_DIR/uploads, served at /media. */
  media: MediaStorage;
  /** The PDF catalogues (made on demand, kept in DATA_DIR/catalog-pdf). */
  catalogPdf: CataloguePdfService;
  /** The site (factory, settings, languages): read once per process, until a write changes it. */
  site(): Promise<Site>;
  /** Data read once per process and dropped by the page cache's invalidations (ADR 0008). */
  memo: ProcessMemo;
  /** The states of visitors with a cart or a session, kept per process for filling cached pages (ADR 0035); absent where nothing fills pages (scripts, tests). */
  visitors?: VisitorMemo;
  /**
   * True while rendering a page that is shared between visitors (the page cache): no nonce, no
   * visitor's headers or cookies. Loaders of cacheable pages name what they show with `tagPage`.
   */
  sharedRender: boolean;
  /** A shared render hands its whole document here rather than through the Response body (no stream, no copy). */
  keepDocument(body: Buffer): void;
  /** Names what the page shows (`pageTags`), so that a write to it drops the cached page. */
  tagPage(...tags: string[]): void;
  /** Told, during a shared render, that a component read the visitor's state outside a hole: the page is never filled per visitor (ADR 0035). */
  personalOutsideHoles(): void;
  /** The restaurant order-event stream of this process (SSE); absent where nothing serves streams (tests). */
  orderEvents?: OrderEventHub;
  /** The response to throw for a failed query: 503 when the database cannot be reached (marking it down), a DomainError's status, else the error. */
  httpError(error: unknown): unknown;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

/** Builds the per-request context handed to React Router. */
export function createRequestContext(deps: {
  db: Database;
  logger: Logger;
  health: DatabaseHealth;
  origin: string;
  requestId: string;
  cspNonce: string;
  clientIp: string;
  mailLimitPerClient: number;
  maps: MapSettings;
  auth: Auth;
  mailer: Mailer;
  media: MediaStorage;
  memo: ProcessMemo;
  visitors?: VisitorMemo;
  catalogPdf: CataloguePdfService;
  orderEvents?: OrderEventHub;
}): AppLoadContext {
  let site: Promise<Site> | undefined;
  // Made on first use: a page served from the cache never logs, and a child logger is not free.
  let childLogger: Logger | undefined;
  const logger = () => (childLogger ??= deps.logger.child({ requestId: deps.requestId }));
  return {
    db: deps.db,
    get logger() {
      return logger();
    },
    requestId: deps.requestId,
    cspNonce: deps.cspNonce,
    origin: deps.origin,
    clientIp: deps.clientIp,
    mailLimitPerClient: deps.mailLimitPerClient,
    maps: deps.maps,
    auth: deps.auth,
    mailer: deps.mailer,
    media: deps.media,
    memo: deps.memo,
    visitors: deps.visitors,
    catalogPdf: deps.catalogPdf,
    orderEvents: deps.orderEvents,
    sharedRender: false,
    keepDocument: () => undefined,
    tagPage: () => undefined,
    personalOutsideHoles: () => undefined,
    httpError: (error) => asHttpError(error, deps.health, logger()),
    site() {
      site ??= deps.memo
        .get("site", [pageTags.shell], () => loadSite(deps.db))
        .catch((error: unknown) => {
          throw asHttpError(error, deps.health, logger());
        });
      return site;
    },
  };
}

/** Turns a domain or connection failure into the thrown response React Router renders. */
export function asHttpError(error: unknown, health: DatabaseHealth, logger: Logger): unknown {
  if (health.reportFailure(error)) return data({ message: "Service unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
  if (error instanceof DomainError) {
    if (error.kind === "unavailable") logger.error({ err: error }, "site not available");
    return data({ message: error.message }, { status: error.status });
  }
  return error;
}
