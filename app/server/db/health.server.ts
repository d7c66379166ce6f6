import type { Logger } from "../logger.server";
import { isDatabaseUnavailable } from "./client.server";

export type DatabaseState = "starting" | "up" | "down";

/**
 * Tracks whether the database answers. A connection failure seen anywhere marks it down and starts
 * a probe that marks it up again once a ping succeeds, so pages recover without a restart.
 */
export class DatabaseHealth {
  state: DatabaseState = "starting";
  private probeTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly logger: Logger,
    private readonly probeIntervalMs = 1_000,
  ) {}

  get isUp(): boolean {
    return this.state === "up";
  }

  markUp(): void {
    if (this.state === "down") this.logger.info("database answers again");
    this.state = "up";
  }

  /** Records a failed query; only failures that mean "cannot reach the database" change the state. */
  reportFailure(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (this.state === "up") {
      this.logger.error({ err: error }, "database unreachable: serving 503 until it answers");
      this.state = "down";
      this.scheduleProbe();
    }
    return true;
  }

  /** Pings now; used by /readyz. */
  async check(timeoutMs = 2_000): Promise<boolean> {
    if (this.state === "starting") return false;
    try {
      await withTimeout(this.ping(), timeoutMs);
      this.markUp();
      return true;
    } catch (error) {
      if (!this.reportFailure(error)) this.logger.warn({ err: error }, "readiness ping failed");
      return false;
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.probeTimer);
  }

  private scheduleProbe(): void {
    if (this.stopped || this.probeTimer) return;
    this.probeTimer = setTimeout(async () => {
      this.probeTimer = undefined;
      try {
        await withTimeout(this.ping(), 2_000);
        this.markUp();
      } catch {
        this.scheduleProbe();
      }
    }, this.probeIntervalMs);
    this.probeTimer.unref();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`timed out after ${ms} ms`), { code: "ETIMEDOUT" })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
