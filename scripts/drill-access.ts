// `npm run drill:access`: the access matrix from the route table, the forged-request walk and the
// cookie crawl, against the production server on a fresh data directory with the drill fixtures.
// Prints cells checked, leaks (goal 0), wrong answers, server errors, forged requests accepted
// (goal 0) and cookies outside the strictly necessary (goal 0); exits 1 when any goal is missed.
import routes from "../app/routes";
import { routesWithoutExpectations } from "./drills/access-plan";
import { walkForgeries, walkMatrix } from "./drills/access-walk";
import { crawlCookies } from "./drills/cookies";
import { startDrillServer } from "./drills/server";

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const missing = routesWithoutExpectations(routes);
if (missing.length > 0) {
  console.error(
    `drill:access has no expectations for these routes of app/routes.ts: ${missing.join(", ")}.\n` +
      "Add each to ACCESS in scripts/drills/access-plan.ts: its loader and every form intent, with what each role gets.",
  );
  process.exit(1);
}

const server = await startDrillServer();
console.log(`Server ready with the drill fixtures (${seconds()} s)`);
const failures: string[] = [];
try {
  const matrix = await walkMatrix(server);
  const kinds = new Set(matrix.cells.map((cell) => cell.kind));
  console.log(
    `Access matrix: ${matrix.cells.length} cells checked (${routesCount()} routes, ${kinds.size} object kinds, 5 roles, document and .data) — ${matrix.leaks.length} leaks, ${matrix.wrong.length} wrong answers, ${matrix.errors.length} server errors (${seconds()} s)`,
  );
  for (const cell of matrix.leaks) failures.push(`LEAK ${cell.request} as ${cell.role} (${cell.route}, ${cell.kind}): ${cell.leak}`);
  for (const cell of matrix.wrong)
    failures.push(`WRONG ${cell.request} as ${cell.role} (${cell.route}): answered ${cell.answer}, expected ${cell.expected.join(" or ")}`);

  const forged = await walkForgeries(server);
  console.log(
    `Forged requests: ${forged.cells.length} sent (every post; foreign Origin, Origin: null, no Origin × form, JSON and text/plain bodies; same-origin JSON and text/plain) — ${forged.accepted.length} not refused (${seconds()} s)`,
  );
  for (const cell of forged.accepted) failures.push(`FORGED ${cell.request} (${cell.variant}) answered ${cell.status}`);

  const cookies = await crawlCookies(server);
  console.log(
    `Cookies: ${cookies.pages} public page loads with no cookie and no choice made; set: ${[...cookies.seen.keys()].join(", ") || "none"} — ${cookies.unexpected.length} not strictly necessary, ${cookies.undocumented.length} not named on the cookie page (${seconds()} s)`,
  );
  for (const line of cookies.unexpected) failures.push(`COOKIE ${line}`);
  for (const line of cookies.undocumented) failures.push(`UNDOCUMENTED COOKIE ${line}`);
} finally {
  await server.stop();
}

function routesCount() {
  let count = 0;
  const visit = (entries: Array<{ children?: unknown[] }>) =>
    entries.forEach((entry) => (count++, visit((entry.children ?? []) as Array<{ children?: unknown[] }>)));
  visit(routes);
  return count;
}

if (failures.length > 0) {
  console.error(`\n✖ drill:access found:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log(`✔ drill:access: no leaks, no forged request accepted, only necessary cookies (${seconds()} s)`);
}
