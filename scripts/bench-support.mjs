// @ts-check
// Shared by the bench:* scripts.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Stops the script with a hint when there is no production build to measure. */
export function requireBuild() {
  if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
}

/** @returns {Promise<number>} a TCP port free on 127.0.0.1 right now */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}
