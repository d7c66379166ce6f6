import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** The process logger: JSON lines on stdout (or `destination`, for tests), one per event. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
