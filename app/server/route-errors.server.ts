import type { AppLoadContext, ServerBuild } from "react-router";

type RouteHandler = (args: { context: AppLoadContext }) => unknown;

const mapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The one place where a failure that escapes a loader or an action becomes its HTTP status: every
 * route's `loader` and `action` of the server build is wrapped so that what it throws goes through
 * `context.httpError` (a `DomainError` → its kind's status, an unreachable database → 503, anything
 * else as it was). Document and data (`.data`) requests alike, since both call these functions.
 *
 * Expected outcomes (a refused transition, an invalid field) stay values the route returns for its
 * UI; only what escapes is mapped here. React Router's middleware would be the framework's place for
 * this, but it needs `future.v8_middleware`, which replaces the plain `AppLoadContext` every route
 * reads with a `RouterContextProvider`.
 */
export function withDomainErrorMapping(build: ServerBuild): ServerBuild {
  const known = mapped.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: mapErrors(loader as RouteHandler) } : {}),
        ...(action ? { action: mapErrors(action as RouteHandler) } : {}),
      } as typeof route.module,
    };
  }
  const result: ServerBuild = { ...build, routes };
  mapped.set(build, result);
  return result;
}

function mapErrors<Handler extends RouteHandler>(handler: Handler): Handler {
  const wrapped = async (args: { context: AppLoadContext }) => {
    try {
      return await handler(args);
    } catch (error) {
      throw args.context.httpError(error);
    }
  };
  return wrapped as Handler;
}
