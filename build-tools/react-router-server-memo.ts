import type { Plugin } from "vite";

/**
 * One edit of React Router's production build: `find` must occur exactly once in the file that
 * holds it, and is replaced by `replace`. `prelude` is added once at the top of that file.
 */
export interface SourcePatch {
  name: string;
  find: string;
  replace: string;
}

/**
 * Helpers the patches call: a value remembered per object (a WeakMap, so a new build or manifest
 * starts afresh) and per string key in a bounded map (cleared when full: keys come from URLs).
 */
const prelude = `
const __storefrontMemo = new WeakMap();
function __storefrontRemember(object, key, make) {
  let byKey = __storefrontMemo.get(object);
  if (!byKey) __storefrontMemo.set(object, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) {
    if (byKey.size >= 1000) byKey.clear();
    byKey.set(key, (value = make()));
  }
  return value;
}
`;

/**
 * React Router (7.18.4) rebuilds, on every document request, things that depend only on the
 * server build: the entry's route-module map, the route tree its `ServerRouter` renders (about
 * 70 routes here, some 125 branches once each `:lang?` is expanded), the static router's data
 * routes made from that tree, and the partial manifest inlined into the page (matched against
 * every route for each parent path of the URL). Together about an eighth of an uncached page's
 * CPU (ADR 0008, part 4); still about a quarter under load after issue 23's route change (part 5).
 * These patches remember them: per build object, and the partial manifest per manifest, matched
 * route ids and parent paths. Every input is the build's own (frozen after start-up) or a key
 * derived from the request's path; nothing per visitor is remembered.
 */
export const reactRouterServerPatches: SourcePatch[] = [
  {
    // lib/server-runtime/entry.ts: a map of route id -> route module, the same for every request.
    name: "createEntryRouteModules",
    find: "function createEntryRouteModules(manifest) {\n  return Object.keys(manifest)",
    replace:
      'function createEntryRouteModules(manifest) {\n  return __storefrontRemember(manifest, "entryRouteModules", () => createEntryRouteModulesUncached(manifest));\n}\nfunction createEntryRouteModulesUncached(manifest) {\n  return Object.keys(manifest)',
  },
  {
    // lib/dom/ssr/routes.tsx: the route tree for ServerRouter; only the top-level call (no parent id) is remembered.
    name: "createServerRoutes",
    find: 'function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "",',
    replace:
      'function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {\n  if (rest.length > 0) return createServerRoutesUncached(manifest, routeModules, future, isSpaMode, ...rest);\n  return __storefrontRemember(routeModules, isSpaMode ? "spa" : "ssr", () => __storefrontRemember(manifest, routeModules, () => createServerRoutesUncached(manifest, routeModules, future, isSpaMode)));\n}\nfunction createServerRoutesUncached(manifest, routeModules, future, isSpaMode, parentId = "",',
  },
  {
    // lib/router/router.ts createStaticRouter: the data routes and their id map, made from the (remembered) route tree.
    name: "createStaticRouter",
    find: "function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = convertRoutesToDataRoutes(\n    routes,\n    mapRouteProperties,\n    void 0,\n    manifest\n  );",
    replace:
      'function createStaticRouter(routes, context, opts = {}) {\n  let { manifest, dataRoutes } = __storefrontRemember(routes, "dataRoutes", () => {\n    let manifest = {};\n    return { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };\n  });',
  },
  {
    // lib/router/utils.ts matchRoutesImpl: with the server's precomputed (build-constant) branches,
    // which branch a path matches is remembered per path; the matches are still made fresh from it.
    // Document requests match the same path twice (the request handler, then the static handler).
    name: "matchRoutesImpl",
    find: "  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);\n  let matches = null;\n  let decoded = decodePath(pathname);\n",
    replace:
      "  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);\n  let matches = null;\n  let decoded = decodePath(pathname);\n  if (precomputedBranches) {\n    let index = __storefrontRemember(precomputedBranches, `${allowPartial ? 1 : 0}|${decoded}`, () => branches.findIndex((branch) => matchRouteBranch(branch, decoded, allowPartial) != null));\n    return index === -1 ? null : matchRouteBranch(branches[index], decoded, allowPartial);\n  }\n",
  },
  {
    // lib/dom/ssr/fog-of-war.ts: the manifest entries of the matched routes and of every parent path's matches.
    name: "getPartialManifest",
    find: "function getPartialManifest({ sri, ...manifest }, router) {",
    replace:
      'function getPartialManifest(manifest, router) {\n  let parents = router.state.location.pathname.split("/").filter(Boolean).slice(0, -1).join("/");\n  let key = `${router.basename || "/"}|${parents}|${router.state.matches.map((m) => m.route.id).join("|")}`;\n  return __storefrontRemember(manifest, key, () => getPartialManifestUncached(manifest, router));\n}\nfunction getPartialManifestUncached({ sri, ...manifest }, router) {',
  },
];

/** Applies the patches whose `find` occurs in `code`; returns the new code and the names applied. */
export function applySourcePatches(code: string, patches: SourcePatch[]): { code: string; applied: string[] } {
  const applied: string[] = [];
  let out = code;
  for (const patch of patches) {
    const at = out.indexOf(patch.find);
    if (at === -1) continue;
    if (out.indexOf(patch.find, at + patch.find.length) !== -1)
      throw new Error(`react-router patch ${patch.name}: its text occurs more than once`);
    out = out.slice(0, at) + patch.replace + out.slice(at + patch.find.length);
    applied.push(patch.name);
  }
  return { code: applied.length > 0 ? prelude + out : code, applied };
}

/**
 * Server builds only: patches React Router's production build (see `reactRouterServerPatches`)
 * and fails the build when one no longer applies (an upgrade changed the code: check it, then
 * update or drop the patch). Browser builds are untouched.
 */
export function reactRouterServerMemo(): Plugin {
  const applied = new Set<string>();
  let ssr = false;
  return {
    name: "storefront:react-router-server-memo",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!ssr || !id.includes("/react-router/dist/production/")) return null;
      const result = applySourcePatches(code, reactRouterServerPatches);
      if (result.applied.length === 0) return null;
      for (const name of result.applied) {
        if (applied.has(name)) throw new Error(`react-router patch ${name} applied in two files`);
        applied.add(name);
      }
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (!ssr || error) return;
      const missing = reactRouterServerPatches.filter((patch) => !applied.has(patch.name)).map((patch) => patch.name);
      if (missing.length > 0) throw new Error(`react-router patches no longer apply: ${missing.join(", ")} (ADR 0008, part 4)`);
    },
  };
}
