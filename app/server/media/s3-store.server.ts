import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type Readable, Writable } from "node:stream";
import { checkedKey, contentTypeOf, type ObjectStore, ObjectStoreError } from "./object-store.server";

export interface S3Settings {
  /** The service's URL (MinIO, Ceph, R2, Backblaze …); unset for AWS itself. */
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

/** Uploaded images never change under a key (new uploads get new random names): caches may keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * S3-compatible object storage through the official SDK. Keys are the local store's relative
 * paths, so `npm run media:migrate` copies DATA_DIR's files to the same keys in the bucket.
 */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  // This pinned SDK release supports Node 20 (package.json's engines) but prints a warning of several
  // lines about future releases on every start there; the README says so instead.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services reject the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
  const put = async (key: string, body: Uint8Array | string) => {
    const Key = checkedKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: body,
        ContentType: contentTypeOf(Key),
        // Catalogue names carry their version and image names are random: both are never rewritten with other bytes.
        CacheControl: IMMUTABLE,
      }),
    );
  };
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    kind: "s3",
    description: where,
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { size: object.ContentLength ?? 0, modifiedAt: object.LastModified ?? new Date(0), body: object.Body as Readable };
    },
    put,
    async putStream(key, write) {
      // Gathered, then sent in one request: an object appears whole or not at all (catalogues are a few MB).
      const chunks: Buffer[] = [];
      const out = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      const finished = new Promise<void>((resolve, reject) => {
        out.once("finish", resolve);
        out.once("error", reject);
      });
      await write(out);
      if (!out.writableFinished) await finished;
      await put(key, Buffer.concat(chunks));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: "/", ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async check() {
      // A write, a read and a delete: credentials that may only list would fail on the first upload instead.
      const key = `storefront-check/${process.pid}-${Date.now()}.json`;
      try {
        await put(key, JSON.stringify({ checkedAt: new Date().toISOString() }));
        await get(key);
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw new ObjectStoreError(`Object storage (${where}) cannot be used: ${explain(error)}`);
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

/** One line for the operator: what went wrong, and which variable to look at. */
function explain(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === "NoSuchBucket") return "the bucket does not exist (S3_BUCKET)";
    if (["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "Forbidden"].includes(error.name) || status === 403)
      return `access denied (${error.name}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
    return `${error.name}${status ? ` (HTTP ${status})` : ""}: ${error.message}`.replace(/\s+/g, " ");
  }
  const code = (error as NodeJS.ErrnoException).code;
  return `${code ? `${code}: ` : ""}${(error as Error).message}`.replace(/\s+/g, " ") + " (check S3_ENDPOINT)";
}
