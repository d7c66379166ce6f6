import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Raised when another live process already holds the data directory. */
export class DataDirectoryLockedError extends Error {
  override name = "DataDirectoryLockedError";
}

export interface DataDirectoryLock {
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on `dataDir` for this process. PGlite is single-process and takes no
 * lock of its own, so two servers on one directory would corrupt it; the second one must refuse.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder: { pid?: unknown; host?: unknown } = {};
    try {
      holder = JSON.parse(fs.readFileSync(lockPath, "utf8")) as typeof holder;
    } catch {
      // Unreadable or half-written lock: treat as stale.
    }
    const pid = typeof holder.pid === "number" ? holder.pid : undefined;
    const sameHost = holder.host === undefined || holder.host === os.hostname();
    if (pid !== undefined && sameHost && processIsAlive(pid)) {
      throw new DataDirectoryLockedError(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}); the embedded database allows one process at a time. Stop that process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server. If no such process runs, delete ${lockPath}.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirectoryLockedError(`Could not lock DATA_DIR ${dataDir}: ${lockPath} keeps reappearing.`);
}
