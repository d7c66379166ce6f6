// The quick form of drill:access and drill:hostile on one server (tests/e2e/drills-access.spec.ts runs it in
// `npm test`): the whole access matrix, the forged requests as the admin, the cookie crawl in the
// default language, and a sample of the hostile strings with Chromium over the back office.
import { runDrills } from "./drills/main";
import { runAccess } from "./drills/run-access";
import { runHostile } from "./drills/run-hostile";

process.argv.push("--quick");
await runDrills("drill:quick", [runAccess, runHostile]);
