import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

let outDir: string | undefined;
afterEach(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** Runs the plugin as Vite would after writing a build into `outDir`. */
async function runPlugin(ssr: boolean, files: Record<string, string | Buffer>): Promise<string[]> {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-test-"));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), body);
  }
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: unknown) => void;
  configResolved({ root: "/", build: { outDir, ssr } });
  await (plugin.closeBundle as () => Promise<void>)();
  return (fs.readdirSync(outDir, { recursive: true, encoding: "utf8" }) as string[]).sort();
}

const bigScript = "export const x = 'fjellgården';\n".repeat(200);

describe("precompress", () => {
  it("writes brotli and gzip twins that decompress to the original", async () => {
    const files = await runPlugin(false, { "assets/app-1.js": bigScript, "demo/logo.svg": `<svg>${"<g/>".repeat(400)}</svg>` });
    expect(files).toEqual([
      "assets",
      "assets/app-1.js",
      "assets/app-1.js.br",
      "assets/app-1.js.gz",
      "demo",
      "demo/logo.svg",
      "demo/logo.svg.br",
      "demo/logo.svg.gz",
    ]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(outDir!, "assets/app-1.js.br"))).toString()).toBe(bigScript);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(outDir!, "assets/app-1.js.gz"))).toString()).toBe(bigScript);
  });

  it("leaves small files, images that are compressed already, and the server build alone", async () => {
    expect(await runPlugin(false, { "small.js": "export {};", "photo.webp": Buffer.alloc(4096, 7) })).toEqual(["photo.webp", "small.js"]);
    expect(await runPlugin(true, { "index.js": bigScript })).toEqual(["index.js"]);
  });

  it("skips a twin that would not be smaller", async () => {
    // Random bytes do not compress: both twins would come out larger.
    expect(await runPlugin(false, { "noise.txt": randomBytes(4096) })).toEqual(["noise.txt"]);
  });
});
