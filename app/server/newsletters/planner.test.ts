import { describe, expect, it } from "vitest";
import { MAX_BATCH, pauseAfterBatch, planBatches } from "./planner";

describe("the batch planner", () => {
  it("sends one batch a minute up to the batch limit, and faster batches above it", () => {
    expect(planBatches(60)).toEqual({ batchSize: 60, intervalMs: 60_000 });
    expect(planBatches(1)).toEqual({ batchSize: 1, intervalMs: 60_000 });
    expect(planBatches(600)).toEqual({ batchSize: MAX_BATCH, intervalMs: 10_000 });
    expect(planBatches(60_000)).toEqual({ batchSize: MAX_BATCH, intervalMs: 100 });
  });

  it("never goes over the rate: a batch's pause makes up what sending took", () => {
    for (const rate of [1, 7, 60, 250, 600, 6000, 100_000]) {
      const plan = planBatches(rate);
      const minutesFor = (sent: number, elapsed: number) => (elapsed + pauseAfterBatch(plan, sent, elapsed)) / 60_000;
      expect(plan.batchSize / minutesFor(plan.batchSize, 0)).toBeLessThanOrEqual(rate + 1e-9);
      expect(plan.batchSize / minutesFor(plan.batchSize, plan.intervalMs / 2)).toBeLessThanOrEqual(rate + 1e-9);
    }
  });

  it("does not wait when a batch already took its share, nor after an empty one", () => {
    const plan = planBatches(600);
    expect(pauseAfterBatch(plan, 100, 20_000)).toBe(0);
    expect(pauseAfterBatch(plan, 0, 0)).toBe(0);
    expect(pauseAfterBatch(plan, 50, 1_000)).toBe(4_000);
  });

  it("refuses a rate that is not a whole number of at least one", () => {
    for (const rate of [0, -5, 1.5, Number.NaN]) expect(() => planBatches(rate)).toThrow(RangeError);
  });
});
