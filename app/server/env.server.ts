import path from "node:path";
import { z } from "zod";
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

const environmentSchema = z.object({
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
  ADMIN_PASSWORD: z.string().min(8, { message: "must be 8 to 128 characters" }).max(128, { message: "must be 8 to 128 characters" }).optional(),
  ALLOW_DEMO_ADMIN_PASSWORD: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_LIMIT_PER_CLIENT: z.coerce.number({ message: "must be a whole number between 1 and 100000" }).int().min(1).max(100_000).default(20),
  PAGE_CACHE: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  PAGE_CACHE_MAX_MB: z.coerce.number({ message: "must be a whole number of megabytes between 1 and 65536" }).int().min(1).max(65_536).default(64),
  PAYMENT_PROVIDERS: z
    .string()
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .superRefine((ids, context) => {
      const problem = unknownPaymentProviders(ids);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .default([]),
  PAYMENT_HOLD_MINUTES: z.coerce.number({ message: "must be a whole number of minutes between 5 and 1440" }).int({ message: "must be a whole number of minutes between 5 and 1440" }).min(5, { message: "must be a whole number of minutes between 5 and 1440" }).max(1440, { message: "must be a whole number of minutes between 5 and 1440" }).default(30),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
});

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
      const secret = name.includes("SECRET") || name.includes("PASSWORD");
      const shown = given === undefined || secret ? "" : ` (got ${JSON.stringify(name.includes("URL") ? redactUrl(given) : given)})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new EnvironmentError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const origin = (env.ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, ORIGIN: origin, DATA_DIR: path.resolve(env.DATA_DIR) };
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
