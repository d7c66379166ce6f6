// @ts-check
// Preloaded into the server process by `npm run bench:realtime` only (node --expose-gc --import):
// answers a "measure" message on the IPC channel with the process's memory after a full GC.
// Nothing in the app loads it; without the bench's IPC channel it does nothing.
if (process.send) {
  process.channel?.unref();
  process.on("message", async (/** @type {unknown} */ message) => {
    if (message !== "measure") return;
    const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
    for (let round = 0; round < 3; round++) {
      gc?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ type: "memory", gc: Boolean(gc), rss, heapUsed, external, arrayBuffers });
  });
}
