import { register } from "node:module";

// The app's modules import text as Vite does (`file.txt?raw`). Scripts that load them outside Vite
// (check:html's and the drills' fixtures) register this loader hook first, which reads such a file.
const rawTextLoader = `export async function load(url, context, next) {
  if (!url.startsWith("file:") || !url.endsWith("?raw")) return next(url, context);
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(new URL(url.slice(0, -"?raw".length)), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(text) + ";", shortCircuit: true };
}`;

export function registerRawTextLoader(): void {
  register(`data:text/javascript,${encodeURIComponent(rawTextLoader)}`);
}
