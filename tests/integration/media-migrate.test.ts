import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startS3Server, type S3TestServer } from "../support/s3-server";

const root = path.resolve(import.meta.dirname, "..", "..");
let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-migrate-"));
  const files: Record<string, string> = {
    "uploads/products/p-1/a-original.jpg": "jpeg bytes",
    "uploads/products/p-1/a-800.webp": "webp bytes",
    "catalog-pdf/nb-all-0123456789abcdef.pdf": "%PDF-catalogue",
    "catalog-pdf/cache/picture-abc.jpg": "print picture",
    // A file half-written when the server stopped: never copied.
    "uploads/products/p-1/b-800.webp.123.456.part": "half",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, name), text);
  }
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the script in a process of its own (asynchronously: s3rver answers from this one). */
const migrate = (env: Record<string, string> = s3.env) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/media-migrate.ts"],
      { cwd: root, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, ...env }, encoding: "utf8", timeout: 60_000 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

it(
  "copies DATA_DIR's uploads and catalogues to the same keys in the bucket, and skips what is already there when run again",
  { timeout: 120_000 },
  async () => {
    const first = await migrate();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("copied 4");
    expect(s3.keys()).toEqual([
      "catalog-pdf/cache/picture-abc.jpg",
      "catalog-pdf/nb-all-0123456789abcdef.pdf",
      "uploads/products/p-1/a-800.webp",
      "uploads/products/p-1/a-original.jpg",
    ]);
    // A new upload since: only it is copied on the next run.
    fs.writeFileSync(path.join(dataDir, "uploads/products/p-1/c-800.webp"), "newer");
    const second = await migrate();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("copied 1 (0.0 MB), already there 4");

    const refused = await migrate({ ...s3.env, S3_ACCESS_KEY_ID: "NOT-A-KEY" });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toContain("access denied");
    const unconfigured = await migrate({ S3_BUCKET: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "", S3_ENDPOINT: "" });
    expect(unconfigured.status).toBe(1);
    expect(unconfigured.stderr).toContain("media:migrate needs S3_BUCKET");
  },
);
