import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";

/** s3rver's built-in key pair: any other is refused with InvalidAccessKeyId / SignatureDoesNotMatch. */
export const S3_TEST_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The app's environment variables for this server's bucket. */
  env: Record<string, string>;
  /** The objects stored, as keys (read from s3rver's directory). */
  keys(): string[];
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in this process) on a free local port, with one empty
 * bucket, its objects in a temporary directory removed on close.
 */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? "storefront-test";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
    },
    keys() {
      const root = path.join(directory, bucket);
      return fs
        .readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith("._S3rver_object"))
        .map((name) => name.slice(0, -"._S3rver_object".length).split(path.sep).join("/"))
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
