// The entry of every `npm run drill:*` script of this file's siblings: one drill server, the
// drills asked for, their failures listed, exit code 1 when any.
import routes from "../../app/routes";
import { routesWithoutExpectations } from "./access-plan";
import type { DrillOptions } from "./run-access";
import { type DrillServer, startDrillServer } from "./server";

export async function runDrills(name: string, drills: Array<(server: DrillServer, options: DrillOptions) => Promise<string[]>>) {
  const started = Date.now();
  const options: DrillOptions = { quick: process.argv.includes("--quick"), seconds: () => ((Date.now() - started) / 1000).toFixed(1) };
  // Every route must have its expectations before anything starts: a new route fails here with its id.
  const missing = routesWithoutExpectations(routes);
  if (missing.length > 0) {
    console.error(
      `${name} has no access expectations for these routes of app/routes.ts: ${missing.join(", ")}.\n` +
        "Add each to ACCESS in scripts/drills/access-plan.ts: its loader and every form intent, with what each role gets.",
    );
    process.exit(1);
  }
  const server = await startDrillServer();
  console.log(`${name}${options.quick ? " (quick)" : ""}: server ready with the drill fixtures (${options.seconds()} s)`);
  const failures: string[] = [];
  try {
    for (const drill of drills) failures.push(...(await drill(server, options)));
  } finally {
    await server.stop();
  }
  if (failures.length > 0) {
    const shown = failures.slice(0, 80);
    console.error(
      `\n✖ ${name} found ${failures.length}:\n- ${shown.join("\n- ")}${failures.length > shown.length ? `\n… and ${failures.length - shown.length} more` : ""}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`✔ ${name}: nothing found (${options.seconds()} s)`);
  }
}
