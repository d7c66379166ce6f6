import express, { type RequestHandler } from "express";
import fs from "node:fs";
import path from "node:path";

/** Ours first: the smaller wins when the browser rates both the same (Chrome sends "gzip, deflate, br, zstd"). */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Static files from `directory`, sending the build's precompressed twin (`file.js.br`,
 * `file.js.gz`, see `build-tools/precompress.ts`) when the browser accepts it. Which twins exist is
 * read once at start, so a request costs no extra file system call. Anything else falls through
 * to `express.static` with the same options (and then to on-the-fly compression).
 */
export function staticWithPrecompressed(directory: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = express.static(directory, options);
  const twins = new Set(
    fs.existsSync(directory)
      ? fs
          .readdirSync(directory, { recursive: true, encoding: "utf8" })
          .filter((name) => ENCODINGS.some((encoding) => name.endsWith(encoding.suffix)))
          .map((name) => `/${name.split(path.sep).join("/")}`)
      : [],
  );
  if (twins.size === 0) return files;

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return files(req, res, next);
    const available = ENCODINGS.filter((encoding) => twins.has(req.path + encoding.suffix));
    if (available.length === 0) return files(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return files(req, res, next);
    // The type of the original file, not of the twin; `send` keeps a Content-Type already set.
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding.name);
    const query = req.url.slice(req.path.length);
    req.url = req.path + encoding.suffix + query;
    files(req, res, next);
  };
}

/**
 * The encoding among `available` that the Accept-Encoding header rates highest (a missing
 * q-value is 1, `*` stands for any encoding not named, q=0 refuses), ties going to the earlier
 * one in `available`. Undefined when the header accepts none of them.
 */
export function preferredEncoding<T extends { name: string }>(header: string | undefined, available: readonly T[]): T | undefined {
  if (!header) return undefined;
  const ratings = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (token) ratings.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  let best: T | undefined;
  let bestRating = 0;
  for (const candidate of available) {
    const rating = ratings.get(candidate.name) ?? ratings.get("*") ?? 0;
    if (rating > bestRating) [best, bestRating] = [candidate, rating];
  }
  return best;
}
