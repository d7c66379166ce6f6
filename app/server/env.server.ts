import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./media/s3-store.server";
import { unknownPaymentProviders } from "./orders/payment-providers.server";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const urlWithProtocol = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** OpenStreetMap's own tiles: the default base map of /sellers-map (their usage policy applies). */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"], { message: "must be development, production or test" }).default("production"),
    PORT: z.coerce
      .number({ message: "must be a whole number between 1 and 65535" })
      .int({ message: "must be a whole number between 1 and 65535" })
      .min(1, { message: "must be a whole number between 1 and 65535" })
      .max(65535, { message: "must be a whole number between 1 and 65535" })
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    ORIGIN: urlWithProtocol(["http:", "https:"], "https://shop.example.com").optional(),
    DATABASE_URL: urlWithProtocol(["postgres:", "postgresql:"], "postgres://user:password@host:5432/database").optional(),
    DATABASE_POOL_MAX: z.coerce.number({ message: "must be a whole number between 1 and 100" }).int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    SMTP_URL: urlWithProtocol(["smtp:", "smtps:"], "smtp://user:password@mail.example.com:587").optional(),
    AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).default("admin@fjellgarden.example"),
    ADMIN_PASSWORD: z
      .string()
      .min(8, { message: "must be 8 to 128 characters" })
      .max(128, { message: "must be 8 to 128 characters" })
      .optional(),
    ALLOW_DEMO_ADMIN_PASSWORD: z
      .enum(["true", "false", "1", "0"], { message: "must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_LIMIT_PER_CLIENT: z.coerce
      .number({ message: "must be a whole number between 1 and 100000" })
      .int()
      .min(1)
      .max(100_000)
      .default(20),
    PAGE_CACHE: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ message: "must be a whole number of megabytes between 1 and 65536" })
      .int()
      .min(1)
      .max(65_536)
      .default(64),
    PAYMENT_PROVIDERS: z
      .string()
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((id) => id.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .superRefine((ids, context) => {
        const problem = unknownPaymentProviders(ids);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .default([]),
    // A tile URL template ({z}/{x}/{y}, optionally {s} for a subdomain), or "none" for the built-in
    // outline map only (ADR 0017).
    MAP_TILE_URL: z
      .string()
      .refine(
        (value) =>
          value === "none" ||
          (["{z}", "{x}", "{y}"].every((part) => value.includes(part)) &&
            (() => {
              try {
                return ["http:", "https:"].includes(new URL(value.replaceAll("{s}", "a")).protocol);
              } catch {
                return false;
              }
            })()),
        { message: "must be none or a tile URL like https://tile.example.com/{z}/{x}/{y}.png" },
      )
      .default(DEFAULT_MAP_TILE_URL),
    MAP_TILE_ATTRIBUTION: z.string().max(300, { message: "must be at most 300 characters" }).optional(),
    GEOCODER_URL: urlWithProtocol(["http:", "https:"], "https://nominatim.openstreetmap.org/search").optional(),
    PAYMENT_HOLD_MINUTES: z.coerce
      .number({ message: "must be a whole number of minutes between 5 and 1440" })
      .int({ message: "must be a whole number of minutes between 5 and 1440" })
      .min(5, { message: "must be a whole number of minutes between 5 and 1440" })
      .max(1440, { message: "must be a whole number of minutes between 5 and 1440" })
      .default(30),
    NEWSLETTER_RATE_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number of mails per minute between 1 and 100000" })
      .int({ message: "must be a whole number of mails per minute between 1 and 100000" })
      .min(1, { message: "must be a whole number of mails per minute between 1 and 100000" })
      .max(100_000, { message: "must be a whole number of mails per minute between 1 and 100000" })
      .default(60),
    LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
    LOG_FORMAT: z.enum(["auto", "json", "pretty"], { message: "must be auto, json or pretty" }).default("auto"),
    TRUST_PROXY: z
      .string()
      .transform((value, context) => {
        const trust = trustProxyOf(value);
        if (trust === null) context.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
        return trust ?? 0;
      })
      .default(0),
    // AI services (ADR 0028): an OpenAI-compatible chat-completions API. AI_BASE_URL and
    // AI_MODEL together turn it on; AI_API_KEY is optional for local servers (Ollama, vLLM, llama.cpp).
    AI_BASE_URL: urlWithProtocol(["http:", "https:"], "https://api.openai.com/v1").optional(),
    AI_API_KEY: z.string().min(1).max(4000).optional(),
    AI_MODEL: z.string().trim().min(1).max(200, { message: "must be at most 200 characters" }).optional(),
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a whole number of seconds between 5 and 600" })
      .int({ message: "must be a whole number of seconds between 5 and 600" })
      .min(5, { message: "must be a whole number of seconds between 5 and 600" })
      .max(600, { message: "must be a whole number of seconds between 5 and 600" })
      .default(60),
    EVENT_STREAMS_PER_CLIENT: z.coerce
      .number({ message: "must be a whole number between 1 and 100000" })
      .int()
      .min(1)
      .max(100_000)
      .default(100),
    EVENT_STREAMS_MAX: z.coerce
      .number({ message: "must be a whole number between 1 and 1000000" })
      .int()
      .min(1)
      .max(1_000_000)
      .default(10_000),
    // Object storage (ADR 0031): S3_BUCKET with its key pair turns it on; S3_ENDPOINT for anything but AWS itself.
    S3_ENDPOINT: urlWithProtocol(["http:", "https:"], "https://s3.example.com").optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)" })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, { message: "must be a region name like eu-north-1" })
      .default("us-east-1"),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"], { message: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .optional(),
    MEDIA_PUBLIC_URL: urlWithProtocol(["http:", "https:"], "https://media.example.com").optional(),
  })
  .superRefine((env, context) => {
    // Half a configuration is refused at boot rather than left to fail on the first call.
    if (env.AI_BASE_URL && !env.AI_MODEL)
      context.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "is required when AI_BASE_URL is set (the model's name, e.g. gpt-4o-mini)",
      });
    const s3 = env.S3_BUCKET || env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY;
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      if (s3 && !env[name])
        context.addIssue({
          code: "custom",
          path: [name],
          message: "is required for object storage (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)",
        });
    if (env.MEDIA_PUBLIC_URL && !s3)
      context.addIssue({ code: "custom", path: ["MEDIA_PUBLIC_URL"], message: "needs object storage (S3_BUCKET and its keys)" });
    if (!env.AI_BASE_URL && (env.AI_MODEL || env.AI_API_KEY))
      context.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "is required when AI_MODEL or AI_API_KEY is set (the API's base URL, e.g. https://api.openai.com/v1)",
      });
  });

/** Express's names for address ranges it can trust as proxies. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_MESSAGE = `must be false, true (one proxy), a number of proxies in front (0-${MAX_PROXY_HOPS}) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)`;

/**
 * TRUST_PROXY as Express's "trust proxy" setting, or null when it is not valid: a number of
 * proxy hops in front of the app (`false` is 0, `true` is 1), or the list of the proxies'
 * addresses and ranges. The client address is then the right-most X-Forwarded-For entry the
 * trusted proxies did not write; never the left-most, which any client can write (ADR 0019).
 */
export function trustProxyOf(value: string): number | string[] | null {
  const text = value.trim().toLowerCase();
  if (text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_PROXY_HOPS ? hops : null;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`), or one of Express's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Environment = Omit<z.infer<typeof environmentSchema>, "ORIGIN" | "DATA_DIR"> & {
  /** Public URL of the site, used in links and e-mails, without a trailing slash. */
  ORIGIN: string;
  /** Absolute path of the data directory. */
  DATA_DIR: string;
};

/** Raised when the environment is invalid; its message is one line naming each bad variable. */
export class EnvironmentError extends Error {
  override name = "EnvironmentError";
}

/** Parses and validates the process environment. Empty strings count as unset. */
export function parseEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const given = cleaned[name];
      const secret = name.includes("SECRET") || name.includes("PASSWORD") || name.includes("KEY");
      const shown = given === undefined || secret ? "" : ` (got ${JSON.stringify(name.includes("URL") ? redactUrl(given) : given)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new EnvironmentError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const origin = (env.ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, ORIGIN: origin, DATA_DIR: path.resolve(env.DATA_DIR) };
}

/** The object storage settings, or null for the local data directory. */
export function s3Settings(env: Environment): S3Settings | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
    // MinIO, Ceph and most self-hosted services want the bucket in the path; AWS and R2 take either.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}

/** MEDIA_PUBLIC_URL without a trailing slash, or null. */
export const mediaPublicUrl = (env: Pick<Environment, "MEDIA_PUBLIC_URL">) => env.MEDIA_PUBLIC_URL?.replace(/\/+$/, "") ?? null;

/** The sellers map's base layer and the optional geocoder, as every request's context carries them. */
export interface MapSettings {
  /** The tile URL template, or null for the built-in outline map only. */
  tileUrl: string | null;
  /** The tiles' attribution, plain text. */
  tileAttribution: string;
  /** A Nominatim-compatible search endpoint for the admin's first guess of a seller's pin, or null. */
  geocoderUrl: string | null;
}

export function mapSettings(env: Pick<Environment, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION" | "GEOCODER_URL">): MapSettings {
  const tileUrl = env.MAP_TILE_URL === "none" ? null : env.MAP_TILE_URL;
  const tileAttribution = env.MAP_TILE_ATTRIBUTION ?? (tileUrl === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_TILE_ATTRIBUTION : "");
  return { tileUrl, tileAttribution, geocoderUrl: env.GEOCODER_URL ?? null };
}

/** The origin the page's Content-Security-Policy must allow images from for the map tiles ({s} as *), or null. */
export function tileImageSource(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl);
  return match ? match[1]!.replaceAll("{s}", "*") : null;
}

/** Hides the password of a connection URL before it is shown in a message or a log. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return value;
  }
}
