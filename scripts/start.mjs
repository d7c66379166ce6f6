// @ts-check
// `npm start`: builds when there is no build (or the sources are newer than it), then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build", "server", "index.js");

/** Newest modification time of the files a build is made from. */
function newestSourceTime() {
  let newest = 0;
  const visit = (/** @type {string} */ entry) => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const entry of ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"]) visit(path.join(root, entry));
  return newest;
}

const built = fs.statSync(serverEntry, { throwIfNoEntry: false });
if (!built || built.mtimeMs < newestSourceTime()) {
  process.stdout.write(built ? "Sources changed since the last build: building…\n" : "No build yet: building…\n");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
/** @type {{ main: () => Promise<unknown> }} */
const server = await import(pathToFileURL(serverEntry).href);
await server.main();
