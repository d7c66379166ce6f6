import { type AppLoadContext, data } from "react-router";
import type { Database } from "./db/client.server";
import type { DatabaseHealth } from "./db/health.server";
import { DomainError } from "./errors";
import type { Logger } from "./logger.server";
import { loadSite, type Site } from "./site/queries.server";

/** What every loader and action receives as `context`. */
export interface RequestContext {
  db: Database;
  logger: Logger;
  requestId: string;
  cspNonce: string;
  /** Public URL of the site, without a trailing slash. */
  origin: string;
  /** The site (factory, settings, languages), loaded once per request however many loaders ask. */
  site(): Promise<Site>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

/** Builds the per-request context handed to React Router. */
export function createRequestContext(deps: { db: Database; logger: Logger; health: DatabaseHealth; origin: string; requestId: string; cspNonce: string }): AppLoadContext {
  let site: Promise<Site> | undefined;
  const logger = deps.logger.child({ requestId: deps.requestId });
  return {
    db: deps.db,
    logger,
    requestId: deps.requestId,
    cspNonce: deps.cspNonce,
    origin: deps.origin,
    site() {
      site ??= loadSite(deps.db).catch((error: unknown) => {
        throw asHttpError(error, deps.health, logger);
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
