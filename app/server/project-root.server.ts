import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/**
 * The folder holding package.json, found by walking up from this module. The same code runs from
 * `app/server` (tests, dev) and from `build/server` (production), so relative paths won't do.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  cached = dir;
  return dir;
}
