// @ts-check
// Summarises a V8 CPU profile (`node --cpu-prof`): self time by area (npm package, our code, Node
// internals, garbage collection) and the functions with the most self time. Used to write the
// before/after figures of ADR 0008: `node scripts/profile-summary.mjs FILE.cpuprofile [TOP]`.
import fs from "node:fs";

/** Prints the summary of a `.cpuprofile` file; `requests` (when known) adds CPU ms per request. */
export function printProfileSummary(/** @type {string} */ file, top = 25, requests = 0) {
  /** @type {{ nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples: number[]; timeDeltas: number[] }} */
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));

  /** @type {Map<number, number>} */
  const selfMicros = new Map();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  /** Which area a script URL belongs to. */
  function areaOf(/** @type {string} */ url, /** @type {string} */ name) {
    if (name === "(idle)" || name === "(program)" || name === "(garbage collector)") return name;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
    if (pkg) return pkg[1] === "react-router" ? `react-router (${(pkg[2] ?? "").split("/")[1]})` : (pkg[1] ?? url);
    if (url.includes("/build/server/")) return "our server bundle";
    if (url.startsWith("node:") || url === "") return "node internals";
    return url;
  }

  /** @type {Map<string, number>} */
  const byArea = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  let busy = 0;
  let total = 0;
  for (const node of profile.nodes) {
    const micros = selfMicros.get(node.id) ?? 0;
    if (!micros) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const area = areaOf(url, functionName);
    total += micros;
    if (area !== "(idle)") busy += micros;
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
    const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }

  const ms = (/** @type {number} */ micros) => `${(micros / 1000).toFixed(0).padStart(7)} ms`;
  const share = (/** @type {number} */ micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `${file}: ${ms(total)} sampled, ${ms(busy)} busy${requests ? `, ${(busy / 1000 / requests).toFixed(2)} ms per request over ${requests} requests` : ""} (shares below are of busy time)\n`,
  );
  console.log("Self time by area:");
  for (const [area, micros] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20))
    if (area !== "(idle)") console.log(`  ${share(micros)} ${ms(micros)}  ${area}`);
  console.log(`\nTop ${top} functions by self time:`);
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${share(micros)} ${ms(micros)}  ${name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, topArgument] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node scripts/profile-summary.mjs FILE.cpuprofile [TOP]");
    process.exit(1);
  }
  printProfileSummary(file, Number(topArgument ?? 25));
}
