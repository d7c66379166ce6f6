import pino, { type Logger } from "pino";

export type { Logger };

/** The process logger: JSON lines on stdout, one per event. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  });
}
