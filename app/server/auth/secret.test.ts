import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret.server";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set, on either engine", () => {
    expect(resolveAuthSecret({ AUTH_SECRET: "x".repeat(40), DATA_DIR: "/nonexistent" })).toBe("x".repeat(40));
    expect(resolveAuthSecret({ AUTH_SECRET: "x".repeat(40), DATABASE_URL: "postgres://x@y/z", DATA_DIR: "/nonexistent" })).toBe(
      "x".repeat(40),
    );
  });

  it("generates a secret once into DATA_DIR on PGlite, readable by the owner only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
    const first = resolveAuthSecret({ DATA_DIR: dir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(resolveAuthSecret({ DATA_DIR: dir })).toBe(first);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("leaves it to the database on PostgreSQL, touching no file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
    expect(resolveAuthSecret({ DATABASE_URL: "postgres://x@y/z", DATA_DIR: dir })).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
