// The access drill on a running drill server: the matrix, the forged requests and the cookie
// crawl, with their figures printed. Returns every failure (a leak, a wrong answer, a forged
// request not refused, a cookie not strictly necessary or not named on the cookie page).
import routes from "../../app/routes";
import { walkForgeries, walkMatrix } from "./access-walk";
import { crawlCookies } from "./cookies";
import type { DrillServer } from "./server";

export interface DrillOptions {
  /** The quick form (`npm test`): fewer variants, the same kinds of check. */
  quick: boolean;
  seconds(): string;
}

function routeCount(entries: Array<{ children?: unknown[] }>): number {
  return entries.reduce((sum, entry) => sum + 1 + routeCount((entry.children ?? []) as Array<{ children?: unknown[] }>), 0);
}

export async function runAccess(server: DrillServer, options: DrillOptions): Promise<string[]> {
  const failures: string[] = [];
  const matrix = await walkMatrix(server, options.quick);
  const kinds = new Set(matrix.cells.map((cell) => cell.kind));
  console.log(
    `Access matrix: ${matrix.cells.length} cells checked (${routeCount(routes)} routes and the payment webhooks, ${kinds.size} object kinds, 5 roles, ${options.quick ? "as documents" : "as documents and .data"}, every form intent) — ${matrix.leaks.length} leaks, ${matrix.wrong.length} wrong answers, ${matrix.errors.length} server errors (${options.seconds()} s)`,
  );
  for (const cell of matrix.leaks) failures.push(`LEAK ${cell.request} as ${cell.role} (${cell.route}, ${cell.kind}): ${cell.leak}`);
  for (const cell of matrix.wrong)
    failures.push(`WRONG ${cell.request} as ${cell.role} (${cell.route}): answered ${cell.answer}, expected ${cell.expected.join(" or ")}`);

  const forged = await walkForgeries(server, options.quick);
  console.log(
    `Forged requests: ${forged.cells.length} sent (every post${options.quick ? " as the admin: foreign Origin, Origin: null and no Origin with a form body" : " as the admin and as nobody, document and .data: foreign Origin, Origin: null, no Origin × form, JSON and text/plain bodies"}; same-origin JSON and text/plain) — ${forged.accepted.length} not refused (${options.seconds()} s)`,
  );
  for (const cell of forged.accepted) failures.push(`FORGED ${cell.request} (${cell.variant}) answered ${cell.status}`);

  const cookies = await crawlCookies(server, options.quick ? ["nb"] : ["nb", "en", "ar"]);
  console.log(
    `Cookies: ${cookies.pages} public page loads with no cookie and no choice made; set: ${[...cookies.seen.keys()].join(", ") || "none"} — ${cookies.unexpected.length} not strictly necessary, ${cookies.undocumented.length} not named on the cookie page (${options.seconds()} s)`,
  );
  for (const line of cookies.unexpected) failures.push(`COOKIE ${line}`);
  for (const line of cookies.undocumented) failures.push(`UNDOCUMENTED COOKIE ${line}`);
  return failures;
}
