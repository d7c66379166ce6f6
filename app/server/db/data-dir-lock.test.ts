import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirectoryLockedError, lockDataDirectory } from "./data-dir-lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("lockDataDirectory", () => {
  it("refuses a second holder while the first is alive, and frees on release", () => {
    const dir = tempDir();
    const first = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    expect(() => lockDataDirectory(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    first.release();
    lockDataDirectory(dir).release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname() }));
    const lock = lockDataDirectory(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("creates missing parent folders", () => {
    const dir = path.join(tempDir(), "a", "b", "c");
    lockDataDirectory(dir).release();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
