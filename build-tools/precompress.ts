import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin next to every compressible file of the
 * client build, when the twin is smaller. The server sends the twin the browser accepts
 * (`server/precompressed.ts`) instead of compressing on every request at the fast, weaker
 * settings a live response can afford: the JavaScript each page loads shrinks by about a sixth.
 */
export function precompress(): Plugin {
  let outDir = "";
  let serverBuild = false;
  return {
    name: "storefront:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}
