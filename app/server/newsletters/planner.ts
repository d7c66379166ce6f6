/** How the sending job paces itself: how many recipients a batch claims and how long a batch must take at least. */
export interface BatchPlan {
  batchSize: number;
  /** The least time one batch takes, in milliseconds, so the rate stays at or under `ratePerMinute`. */
  intervalMs: number;
}

/** At most this many recipients in one claim (one transaction), however high the rate. */
export const MAX_BATCH = 100;

/**
 * Batches for `ratePerMinute` mails a minute: at most MAX_BATCH recipients per batch, and each
 * batch spread over its share of the minute (a rate of 60 sends one a second in batches of 60
 * taking a minute each; 600 sends batches of 100 every 10 s).
 */
export function planBatches(ratePerMinute: number): BatchPlan {
  if (!Number.isInteger(ratePerMinute) || ratePerMinute < 1)
    throw new RangeError("the rate must be a whole number of at least 1 per minute");
  const batchSize = Math.min(ratePerMinute, MAX_BATCH);
  return { batchSize, intervalMs: Math.ceil((batchSize * 60_000) / ratePerMinute) };
}

/** How long to wait after a batch of `sent` mails that took `elapsedMs`, to keep to the plan's rate. */
export function pauseAfterBatch(plan: BatchPlan, sent: number, elapsedMs: number): number {
  if (sent <= 0) return 0;
  const due = Math.ceil((plan.intervalMs * sent) / plan.batchSize);
  return Math.max(0, due - elapsedMs);
}
