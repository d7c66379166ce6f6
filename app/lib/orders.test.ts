import { describe, expect, it } from "vitest";
import { canTransition, nextOrderStatuses, orderStatuses, orderTransitions } from "./orders";

describe("the order transition table", () => {
  it("runs placed → confirmed → packed → shipped → delivered for a delivery", () => {
    const path = ["placed", "confirmed", "packed", "shipped", "delivered"] as const;
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!, "delivery")).toBe(true);
    expect(canTransition("packed", "ready_for_pickup", "delivery")).toBe(false);
  });

  it("runs placed → confirmed → packed → ready for pickup → picked up for a pickup", () => {
    const path = ["placed", "confirmed", "packed", "ready_for_pickup", "picked_up"] as const;
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!, "pickup")).toBe(true);
    expect(canTransition("packed", "shipped", "pickup")).toBe(false);
  });

  it("cancels from the early states only, and ends nowhere after the last", () => {
    for (const early of ["placed", "confirmed", "packed"] as const) expect(canTransition(early, "cancelled", "delivery")).toBe(true);
    for (const late of ["shipped", "ready_for_pickup", "delivered", "picked_up", "cancelled"] as const)
      expect(canTransition(late, "cancelled", "pickup")).toBe(false);
    for (const end of ["delivered", "picked_up", "cancelled"] as const) expect(nextOrderStatuses(end, "delivery")).toEqual([]);
  });

  it("refuses skipping steps and going back", () => {
    expect(canTransition("placed", "packed", "delivery")).toBe(false);
    expect(canTransition("confirmed", "placed", "delivery")).toBe(false);
    expect(canTransition("placed", "placed", "delivery")).toBe(false);
  });

  it("names only known statuses", () => {
    const known = new Set<string>(orderStatuses);
    for (const [from, targets] of Object.entries(orderTransitions)) {
      expect(known.has(from)).toBe(true);
      for (const to of targets) expect(known.has(to)).toBe(true);
    }
  });
});
