import express from "express";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding, staticWithPrecompressed } from "./precompressed";

const script = "export const greeting = 'hei';\n".repeat(100);
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(200)}</svg>`;
let base: string;
let close: () => void;
let directory: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-test-"));
  fs.mkdirSync(path.join(directory, "assets"));
  fs.mkdirSync(path.join(directory, "demo"));
  fs.writeFileSync(path.join(directory, "assets", "app-1.js"), script);
  fs.writeFileSync(path.join(directory, "assets", "app-1.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(directory, "assets", "app-1.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(directory, "assets", "plain-1.js"), "export {};\n");
  fs.writeFileSync(path.join(directory, "demo", "logo.svg"), svg);
  fs.writeFileSync(path.join(directory, "demo", "logo.svg.gz"), zlib.gzipSync(svg));

  const app = express();
  app.use("/assets", staticWithPrecompressed(path.join(directory, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  app.use(staticWithPrecompressed(directory, { maxAge: "1h" }));
  app.use((_req, res) => void res.status(404).send("not found"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and set its own Accept-Encoding). */
function get(
  pathname: string,
  acceptEncoding?: string,
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("staticWithPrecompressed", () => {
  it("sends the brotli twin to a browser that takes brotli, typed as the original", async () => {
    const response = await get("/assets/app-1.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("follows the browser's preferences and refusals", async () => {
    const gzipOnly = await get("/assets/app-1.js", "gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(script);
    expect((await get("/assets/app-1.js", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/assets/app-1.js", "br;q=0.5, gzip;q=1")).headers["content-encoding"]).toBe("gzip");
  });

  it("sends the file itself when no twin is accepted or none exists", async () => {
    for (const acceptEncoding of [undefined, "identity", "deflate"]) {
      const response = await get("/assets/app-1.js", acceptEncoding);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.toString()).toBe(script);
    }
    const plain = await get("/assets/plain-1.js", "br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("export {};\n");
  });

  it("serves twins below the root too, with that directory's caching", async () => {
    const response = await get("/demo/logo.svg", "br, gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(zlib.gunzipSync(response.body).toString()).toBe(svg);
  });

  it("answers HEAD without a body and keeps missing files 404", async () => {
    const head = await get("/assets/app-1.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
    expect((await get("/assets/missing-1.js", "br")).status).toBe(404);
    expect((await get("/assets/app-1.js.br/x", "br")).status).toBe(404);
  });
});

describe("preferredEncoding", () => {
  const available = [{ name: "br" }, { name: "gzip" }];
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR; Q=0.2, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["br;q=nonsense", "br"],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(preferredEncoding(header, available)?.name).toBe(expected);
  });
});
