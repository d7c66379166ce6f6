// `npm run drill:access`: the access matrix from app/routes.ts (every loader and form intent as
// anonymous, two customers, kitchen staff of another restaurant and an admin; document and .data),
// every post forged (foreign Origin, Origin: null, no Origin; JSON and text/plain bodies) and the
// cookie crawl of every public page, against the production server on a fresh data directory.
// Prints cells checked, leaks (goal 0), forged requests not refused (goal 0) and cookies outside the
// strictly necessary (goal 0). `--quick`: the form `npm test` runs (scripts/drill-quick.ts).
import { runDrills } from "./drills/main";
import { runAccess } from "./drills/run-access";

await runDrills("drill:access", [runAccess]);
