// @ts-check
// `npm start`: builds when there is no build (or the sources are newer than it), then serves it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runBuild } from "./build-progress.mjs";

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
  for (const entry of ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"])
    visit(path.join(root, entry));
  return newest;
}

const built = fs.statSync(serverEntry, { throwIfNoEntry: false });
if (!built || built.mtimeMs < newestSourceTime()) {
  process.stdout.write(
    built ? "Sources changed since the last build: building (a minute or two)…\n" : "No build yet: building (a minute or two)…\n",
  );
  // One line per build step; the build's own output goes to build/build.log (all of it on the terminal if it fails).
  const status = await runBuild({
    command: process.execPath,
    args: [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
    cwd: root,
    logFile: path.join(root, "build", "build.log"),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
  if (status !== 0) process.exit(status);
}

process.env.NODE_ENV ??= "production";
/** @type {{ main: () => Promise<unknown> }} */
const server = await import(pathToFileURL(serverEntry).href);
await server.main();
