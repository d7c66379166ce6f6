// `npm run media:migrate`: copies the files of DATA_DIR (uploaded images under uploads/, PDF
// catalogues and their print cache under catalog-pdf/) into the bucket the S3_* variables name, under
// the same keys (ADR 0031). Resumable: an object already in the bucket with the same size is skipped,
// so a run that stopped half-way is simply run again. Local files are left in place.
import fs from "node:fs";
import path from "node:path";
import { EnvironmentError, parseEnvironment, s3Settings } from "../app/server/env.server";
import { checkedKey, ObjectStoreError } from "../app/server/media/object-store.server";
import { s3ObjectStore } from "../app/server/media/s3-store.server";

const FOLDERS = ["uploads", "catalog-pdf"];
const PARALLEL = 4;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The keys of the files under DATA_DIR's folders (half-written `.part` files and odd names left out). */
function localKeys(dataDir: string): { keys: string[]; skipped: string[] } {
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const folder of FOLDERS) {
    const directory = path.join(dataDir, folder);
    if (!fs.existsSync(directory)) continue;
    for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const key = path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      try {
        keys.push(checkedKey(key));
      } catch {
        if (!key.endsWith(".part")) skipped.push(key);
      }
    }
  }
  return { keys: keys.sort(), skipped };
}

async function main() {
  let env;
  try {
    env = parseEnvironment();
  } catch (error) {
    if (error instanceof EnvironmentError) fail(error.message);
    throw error;
  }
  const settings = s3Settings(env);
  if (!settings) fail("media:migrate needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless it is AWS)");
  const store = s3ObjectStore(settings);
  try {
    await store.check();
  } catch (error) {
    if (error instanceof ObjectStoreError) fail(error.message);
    throw error;
  }
  const { keys, skipped } = localKeys(env.DATA_DIR);
  process.stdout.write(`${keys.length} files in ${env.DATA_DIR} (${FOLDERS.join(", ")}) → ${store.description}\n`);
  let copied = 0;
  let present = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const file = path.join(env.DATA_DIR, ...key.split("/"));
      const size = fs.statSync(file).size;
      const stored = await store.stat(key);
      if (stored?.size === size) {
        present++;
        continue;
      }
      await store.put(key, fs.readFileSync(file));
      copied++;
      bytes += size;
      const done = copied + present;
      if (done % 100 === 0) process.stdout.write(`  ${done}/${keys.length}\n`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  process.stdout.write(`copied ${copied} (${(bytes / 1024 / 1024).toFixed(1)} MB), already there ${present}\n`);
  if (skipped.length > 0) process.stdout.write(`not copied (names the app never makes): ${skipped.join(", ")}\n`);
  process.stdout.write("Set the same S3_* variables on every app process and restart them; local files were left in place.\n");
}

await main().catch((error: unknown) => fail(`media:migrate stopped: ${(error as Error).message} (run it again to resume)`));
