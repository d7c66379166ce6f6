import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { asHttpError } from "./context.server";
import type { DatabaseHealth } from "./db/health.server";
import { DomainError, type DomainErrorKind, httpStatusOf } from "./errors";
import { createLogger } from "./logger.server";
import { withDomainErrorMapping } from "./route-errors.server";

const kinds: DomainErrorKind[] = ["invalid", "unauthorized", "not_allowed", "not_found", "conflict", "unavailable"];

/** A server build of two routes, a root and `/fail`, whose loader and action throw the DomainError named in the query. */
function buildThatThrows(): ServerBuild {
  const failing = () => (args: { request: Request }) => {
    const kind = new URL(args.request.url).searchParams.get("kind");
    if (kind) throw new DomainError(kind as DomainErrorKind, `failed: ${kind}`);
    return { ok: true };
  };
  const routeEntry = (id: string, path: string | undefined, parentId?: string) => ({
    id,
    parentId,
    path,
    module: `/${id}.js`,
    hasLoader: true,
    hasAction: id === "fail",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    imports: [],
    css: [],
  });
  return {
    entry: {
      module: {
        // The document's status is what React Router worked out; the body does not matter here.
        default: (_request: Request, status: number) => new Response("document", { status, headers: { "Content-Type": "text/html" } }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { loader: () => null, default: () => null, ErrorBoundary: () => null } },
      fail: {
        id: "fail",
        parentId: "root",
        path: "fail",
        module: { loader: failing(), action: failing(), default: () => null },
      },
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: { root: routeEntry("root", ""), fail: routeEntry("fail", "fail", "root") },
      url: "/manifest.js",
      version: "test",
      hmr: undefined,
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}

const healthy = { reportFailure: () => false } as unknown as DatabaseHealth;
const logger = createLogger("silent");
const context = { httpError: (error: unknown) => asHttpError(error, healthy, logger), logger } as unknown as AppLoadContext;

describe("withDomainErrorMapping", () => {
  const handler = createRequestHandler(withDomainErrorMapping(buildThatThrows()), "production");

  it.each(kinds)("a DomainError (%s) escaping a loader is its status, on a document request", async (kind) => {
    const response = await handler(new Request(`http://localhost/fail?kind=${kind}`), context);
    expect(response.status).toBe(httpStatusOf(kind));
  });

  it.each(kinds)("a DomainError (%s) escaping a loader is its status, on a data request", async (kind) => {
    const response = await handler(new Request(`http://localhost/fail.data?kind=${kind}`), context);
    expect(response.status).toBe(httpStatusOf(kind));
  });

  it.each(kinds)("a DomainError (%s) escaping an action is its status, document and data requests alike", async (kind) => {
    const post = (path: string) =>
      handler(new Request(`http://localhost${path}?kind=${kind}`, { method: "POST", body: new URLSearchParams({ a: "b" }) }), context);
    expect((await post("/fail")).status).toBe(httpStatusOf(kind));
    expect((await post("/fail.data")).status).toBe(httpStatusOf(kind));
  });

  it("leaves what returns alone, and keeps a build's route without a loader without one", async () => {
    expect((await handler(new Request("http://localhost/fail"), context)).status).toBe(200);
    const build = buildThatThrows();
    delete (build.routes.root!.module as { loader?: unknown }).loader;
    const mapped = withDomainErrorMapping(build);
    expect(mapped.routes.root!.module.loader).toBeUndefined();
    expect(mapped.routes.fail!.module.action).toBeTypeOf("function");
    // Made once per build: the handler and React Router's per-build memos see one object.
    expect(withDomainErrorMapping(build)).toBe(mapped);
  });

  it("without the mapping, the same escaped error is a 500 (what this guards against)", async () => {
    const bare = createRequestHandler(buildThatThrows(), "production");
    expect((await bare(new Request("http://localhost/fail?kind=not_found"), context)).status).toBe(500);
  });
});
