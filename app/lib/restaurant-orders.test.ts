import { describe, expect, it } from "vitest";
import {
  canMoveRestaurantOrder,
  forwardStatus,
  isLate,
  nextRestaurantStatuses,
  reconnectDelay,
  restaurantOrderStatuses,
} from "./restaurant-orders";

describe("the restaurant order process", () => {
  it("walks pickup and delivery orders forward one click at a time", () => {
    const walk = (fulfilment: "pickup" | "delivery") => {
      const seen: string[] = ["received"];
      for (let status = forwardStatus("received", fulfilment); status; status = forwardStatus(status, fulfilment)) seen.push(status);
      return seen;
    };
    expect(walk("pickup")).toEqual(["received", "accepted", "preparing", "ready", "picked_up", "completed"]);
    expect(walk("delivery")).toEqual(["received", "accepted", "preparing", "ready", "out_for_delivery", "completed"]);
  });

  it("refuses undeclared moves", () => {
    expect(canMoveRestaurantOrder("received", "ready", "pickup")).toBe(false);
    expect(canMoveRestaurantOrder("ready", "out_for_delivery", "pickup")).toBe(false);
    expect(canMoveRestaurantOrder("ready", "picked_up", "delivery")).toBe(false);
    expect(canMoveRestaurantOrder("ready", "cancelled", "pickup")).toBe(false);
    expect(canMoveRestaurantOrder("received", "rejected", "pickup")).toBe(true);
    expect(canMoveRestaurantOrder("preparing", "cancelled", "delivery")).toBe(true);
    for (const end of ["completed", "rejected", "cancelled"] as const) {
      for (const to of restaurantOrderStatuses) expect(canMoveRestaurantOrder(end, to, "pickup")).toBe(false);
    }
    expect(nextRestaurantStatuses("received", "pickup")).toEqual(["accepted", "rejected", "cancelled"]);
  });

  it("flags tickets past their estimate until they are ready", () => {
    const estimate = new Date("2026-01-12T18:00:00Z");
    expect(isLate("preparing", estimate, new Date("2026-01-12T18:01:00Z"))).toBe(true);
    expect(isLate("preparing", estimate, new Date("2026-01-12T17:59:00Z"))).toBe(false);
    expect(isLate("ready", estimate, new Date("2026-01-12T19:00:00Z"))).toBe(false);
  });

  it("reconnects after 1, 2, 5, 10 s, then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
