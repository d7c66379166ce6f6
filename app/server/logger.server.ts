import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export interface LoggerOptions {
  /** Readable lines (pino-pretty) instead of JSON: for a person at a terminal. */
  pretty?: boolean;
}

/**
 * The process logger: JSON lines on stdout (or `destination`, for tests), one per event; with
 * `pretty`, readable lines through pino-pretty (what `npm start` chooses when stdout is a terminal).
 * Errors are logged through `safeErrorSerializer`: never the values a failed query was sent.
 */
export function createLogger(level: string, destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  const settings: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
    hooks: {
      // `logger.error(error)` alone makes the error's message the line's message: the safe one.
      logMethod(args, method) {
        const [first] = args;
        if (args.length === 1 && isErrorLike(first)) return method.call(this, first, safeErrorMessage(first.message));
        return method.apply(this, args);
      },
    },
  };
  if (destination) return pino(settings, destination);
  if (options.pretty) {
    // The worker's options cross a thread: strings only. The level is the line's own word ("info"), by the formatter above.
    return pino({
      ...settings,
      transport: { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } },
    });
  }
  return pino(settings);
}

/** An error as it is logged: what a reader needs to find the fault, none of the data it was about. */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | unknown;
  aggregateErrors?: Array<SerializedError | unknown>;
  [property: string]: unknown;
}

/**
 * Properties of an error that are kept as they are: they name the fault (the SQLSTATE, the
 * constraint, the table, the SQL text with its $1 placeholders), never a value. Everything else
 * with text in it is left out, above all a query's bind values (Drizzle's and pg's `params`) and
 * PostgreSQL's `detail` ("Key (token)=(…) already exists", "Failing row contains (…)"), `where`
 * and `internalQuery`. Numbers and booleans are kept whatever their name.
 */
const KEPT_TEXT_PROPERTIES = new Set([
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "position",
  "query",
  "name",
  "syscall",
  "errno",
  "address",
  "port",
  "status",
  "statusCode",
  "kind",
  "reason",
]);

const MAX_CAUSE_DEPTH = 8;

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === "object" &&
      value !== null &&
      typeof (value as Error).message === "string" &&
      typeof (value as Error).stack === "string")
  );
}

/**
 * An error's message without the data a database put in it: Drizzle's "Failed query: … params: …"
 * loses its params line, and PostgreSQL's messages that end in the refused value
 * (`invalid input syntax for type uuid: "…"`, `invalid input value for enum …: "…"`) lose that value.
 */
export function safeErrorMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "").replace(/: "(?:[^"]|"")*"\s*$/, ': "[redacted]"');
}

/** The stack's frames under the safe message (a stack starts with the raw message, which may hold values). */
function safeStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join("\n");
}

/**
 * pino's `err` serializer, made safe for data: type, message and stack (with `safeErrorMessage`),
 * the properties that name the fault (`KEPT_TEXT_PROPERTIES`, numbers, booleans) and the same for
 * every error of its `cause` chain and of an AggregateError.
 */
export function safeErrorSerializer(error: unknown): unknown {
  return serialize(error, 0, new Set());
}

function serialize(error: unknown, depth: number, seen: Set<unknown>): unknown {
  if (!isErrorLike(error)) return error;
  if (seen.has(error)) return "[circular]";
  seen.add(error);
  const type =
    typeof error.constructor === "function" && error.constructor.name && error.constructor.name !== "Object"
      ? error.constructor.name
      : (error.name ?? "Error");
  const message = safeErrorMessage(error.message);
  const result: SerializedError = { type, message };
  const stack = safeStack(error, type, message);
  if (stack) result.stack = stack;
  for (const key of Object.keys(error)) {
    if (key === "message" || key === "stack" || key === "cause" || key === "errors") continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === "number" || typeof value === "boolean") result[key] = value;
    else if (typeof value === "string" && KEPT_TEXT_PROPERTIES.has(key)) result[key] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined)
    result.cause = depth < MAX_CAUSE_DEPTH ? (isErrorLike(cause) ? serialize(cause, depth + 1, seen) : "[not an error]") : "[more causes]";
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors))
    result.aggregateErrors = errors.map((inner) => (isErrorLike(inner) ? serialize(inner, depth + 1, seen) : "[not an error]"));
  return result;
}
