import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AuthSecretError, resolveAuthSecret } from "./secret.server";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set", () => {
    expect(resolveAuthSecret({ AUTH_SECRET: "x".repeat(40), NODE_ENV: "production", DATA_DIR: "/nonexistent" })).toBe("x".repeat(40));
  });

  it("generates a secret once into DATA_DIR, readable by the owner only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
    const first = resolveAuthSecret({ NODE_ENV: "production", DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ NODE_ENV: "production", DATA_DIR: dir })).toBe(first);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to guess in production with a shared database", () => {
    expect(() => resolveAuthSecret({ NODE_ENV: "production", DATABASE_URL: "postgres://x@y/z", DATA_DIR: "/tmp" })).toThrow(AuthSecretError);
  });
});
