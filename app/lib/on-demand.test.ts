import { describe, expect, it } from "vitest";
import { onDemand, onDemandLoading } from "./on-demand";

describe("onDemand on the server", () => {
  it("starts loading at once, and the render's wait settles when the module has loaded", async () => {
    let release!: (value: { part: string }) => void;
    let calls = 0;
    onDemand(() => {
      calls += 1;
      return new Promise<{ part: string }>((resolve) => (release = resolve));
    });
    expect(calls).toBe(1);
    const waiting = onDemandLoading();
    expect(waiting).toBeDefined();
    release({ part: "loaded" });
    await waiting;
    expect(onDemandLoading()).toBeUndefined();
  });

  it("a module that fails to load does not hold renders back", async () => {
    onDemand(() => Promise.reject(new Error("chunk missing")));
    await onDemandLoading();
    expect(onDemandLoading()).toBeUndefined();
  });
});
