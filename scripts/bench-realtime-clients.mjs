// @ts-check
// The subscribers of `npm run bench:realtime`, in a process of their own (forked by
// scripts/bench-realtime.mjs, driven over IPC): raw HTTP keep-alive connections to one SSE URL,
// idle but for the events they note the arrival time of (wall-clock ms, comparable across processes).
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/** @type {http.ClientRequest[]} */
const open = [];
/** Event id → arrival times, one per connection that received it. @type {Map<number, number[]>} */
const arrivals = new Map();
let lastReported = 0;
const now = () => performance.timeOrigin + performance.now();

/** Opens one SSE connection; resolves once the server's first comment arrives. */
function connect(/** @type {string} */ url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`HTTP ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let pending = "";
      response.on("data", (/** @type {string} */ chunk) => {
        const at = now();
        pending += chunk;
        const blocks = pending.split("\n\n");
        pending = blocks.pop() ?? "";
        for (const block of blocks) {
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id === undefined) continue;
          const times = arrivals.get(Number(id)) ?? [];
          times.push(at);
          arrivals.set(Number(id), times);
        }
        resolve(undefined);
      });
      response.on("error", () => undefined);
    });
    request.on("error", (error) => {
      // Refused before answering: not an open connection. (After a close, the promise is long settled.)
      const at = open.indexOf(request);
      if (at >= 0) open.splice(at, 1);
      reject(error);
    });
    open.push(request);
  });
}

/** Opens `count` connections, `parallel` at a time. */
async function openMany(/** @type {string} */ url, /** @type {number} */ count, parallel = 100) {
  let started = 0;
  let failed = 0;
  let firstError = "";
  const worker = async () => {
    while (started < count) {
      started++;
      await connect(url).catch((/** @type {Error} */ error) => {
        failed++;
        firstError ||= error.message;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { open: open.length, failed, firstError };
}

/** The next event (after the last one answered) once every open connection has it, or after `timeoutMs` with what arrived. */
async function nextEvent(/** @type {number} */ expected, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const id = [...arrivals.keys()].filter((candidate) => candidate > lastReported).sort((a, b) => a - b)[0];
    const times = id === undefined ? [] : (arrivals.get(id) ?? []);
    if (id !== undefined && (times.length >= expected || Date.now() > until)) {
      lastReported = id;
      return { id, times };
    }
    if (Date.now() > until) return { id: null, times: [] };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

process.on("message", async (/** @type {any} */ message) => {
  if (message.type === "open") process.send?.({ type: "opened", ...(await openMany(message.url, message.count)) });
  if (message.type === "close") {
    for (const request of open.splice(0, message.count)) request.destroy();
    process.send?.({ type: "closed", open: open.length });
  }
  if (message.type === "mark") {
    // Events replayed or sent before now are not waited for.
    lastReported = Math.max(lastReported, ...arrivals.keys());
    process.send?.({ type: "marked", lastReported });
  }
  if (message.type === "next") process.send?.({ type: "event", ...(await nextEvent(message.expected)) });
});
process.send?.({ type: "ready" });
