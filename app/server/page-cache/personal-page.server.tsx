import { Fragment } from "react";
import { renderToString } from "react-dom/server";
import { createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from "react-router";
import { personalHoles } from "~/components/personal/holes";
import { escapeHtml } from "~/lib/html";
import { InHoleContext } from "~/lib/personal";
import type { RequestContext } from "../context.server";
import { shellOfPath } from "../site/shell.server";
import { fillable, loadPersonalState, rootData } from "./personal-state.server";

/** Between two holes' markup in one render (never in a hole's own markup: holes contain no `<template>`). */
const SEPARATOR = '<template data-hole-split=""></template>';

export type PersonalRoot = ReturnType<typeof rootData>;

/**
 * The visitor's root loader data for filling a cached page's holes, with the Set-Cookie lines the
 * answer must carry; null when the page must be rendered for the visitor whole (an admin, a
 * pending toast, a session that must change its password first, or the state could not be read:
 * the whole render then answers as it would have).
 */
export async function loadPersonalRoot(
  request: Request,
  context: RequestContext,
): Promise<{ root: PersonalRoot; headers: Headers; fragments?: Map<string, string> } | null> {
  try {
    const shell = await shellOfPath(new URL(request.url).pathname, context);
    const memo = context.visitors;
    const key = memo?.keyOf(request.headers.get("cookie") ?? undefined, shell.language.code) ?? null;
    const kept = key === null ? undefined : memo?.get(key);
    if (kept) return { root: rootData(shell, kept.state), headers: new Headers(), fragments: kept.fragments };
    const sequence = memo?.sequence ?? 0;
    const { state, headers, owners } = await loadPersonalState(request, context, shell);
    if (!fillable(state)) return null;
    // Kept only when nothing is to be said to the browser (a session's refresh, a cookie to clear is said once).
    if (memo && key !== null && !headers.has("set-cookie")) {
      const fragments = new Map<string, string>();
      memo.store(key, { state, fragments }, owners, sequence);
      return { root: rootData(shell, state), headers, fragments };
    }
    return { root: rootData(shell, state), headers };
  } catch {
    return null;
  }
}

// The path the holes are rendered at, replaced in their markup by each request's path and query.
const PAGE = "/__personal-page__";

/**
 * The markup of each named hole for the visitor whose root data is `root`, on the page at `url`:
 * the registry's components rendered standing alone in one pass, under a router that answers what
 * they ask of it (the root's loader data, a stand-in location, no fetchers under way), with the
 * page's path and query put in place of the stand-in. `kept` holds the markup already rendered for
 * this visitor state (VisitorMemo): what is missing is rendered and added to it, so a visitor's
 * holes are rendered once per state and only pasted in per request. Null when a name is not in the registry.
 */
export function renderPersonalHoles(
  names: readonly string[],
  root: PersonalRoot,
  url: URL,
  kept: Map<string, string> = new Map(),
): Map<string, string> | null {
  const unique = [...new Set(names)];
  if (unique.some((name) => !(name in personalHoles))) return null;
  const missing = unique.filter((name) => !kept.has(name));
  if (missing.length > 0) {
    const element = (
      <InHoleContext.Provider value={true}>
        {missing.map((name) => {
          const Hole = personalHoles[name]!;
          return (
            <Fragment key={name}>
              <template data-hole-split="" />
              <Hole />
            </Fragment>
          );
        })}
      </InHoleContext.Provider>
    );
    const route = { id: "root", path: "*", element };
    const context: StaticHandlerContext = {
      basename: "/",
      location: { pathname: PAGE, search: "", hash: "", state: null, key: "default" },
      matches: [{ params: { "*": PAGE.slice(1) }, pathname: PAGE, pathnameBase: "/", route }],
      loaderData: { root },
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    };
    const router = createStaticRouter([route], context);
    const parts = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />).split(SEPARATOR);
    parts.shift();
    missing.forEach((name, index) => kept.set(name, parts[index] ?? ""));
  }
  // Escaped as React escapes text and attribute values.
  const page = escapeHtml(url.pathname + url.search);
  return new Map(unique.map((name) => [name, kept.get(name)!.replaceAll(PAGE, page)]));
}
