// `npm run drill:hostile`: the Big List of Naughty Strings and the vendored XSS corpus through every
// query parameter and every form field (visitor, customer, admin), then Chromium over the pages that
// show the stored strings. Prints requests, answers ≥ 500 (goal 0), scripts executed (goal 0) and
// accepted values not shown (goal 0). `--quick`: a sample of the strings.
import { runDrills } from "./drills/main";
import { runHostile } from "./drills/run-hostile";

await runDrills("drill:hostile", [runHostile]);
