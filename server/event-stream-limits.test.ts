import express from "express";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../app/server/logger.server";
import { listen } from "../tests/support/listen";
import { eventStreamLimits } from "./event-stream-limits";

let base: string;
let close: () => void;
let limiter: ReturnType<typeof eventStreamLimits>;
const logged: string[] = [];

beforeAll(async () => {
  const app = express();
  // As behind one proxy: each test client says its address in X-Forwarded-For.
  app.set("trust proxy", 1);
  limiter = eventStreamLimits({ perClient: 3, total: 5 }, createLogger("warn", { write: (line: string) => void logged.push(line) }));
  app.use(limiter);
  // A stream that stays open until its client goes.
  app.use("/api/restaurant-events", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write(": connected\n\n");
  });
  app.use((_req, res) => void res.send("page"));
  ({ base, close } = await listen(app));
});

afterAll(() => close());

interface Opened {
  status: number;
  retryAfter: string | undefined;
  body: string;
  close(): void;
}

/** Opens a stream as the client `address`; resolves with its first bytes (or the refusal). */
function open(address: string, path = "/api/restaurant-events/queues/a"): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { headers: { "x-forwarded-for": `6.6.6.6, ${address}`, accept: "text/event-stream" }, agent: false },
      (response) => {
        response.setEncoding("utf8");
        response.once("data", (body: string) =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body, close: () => request.destroy() }),
        );
        response.on("error", () => undefined);
      },
    );
    request.on("error", reject);
  });
}

describe("event-stream caps", () => {
  it("refuses a client's stream beyond EVENT_STREAMS_PER_CLIENT with 429, and the process's beyond EVENT_STREAMS_MAX with 503; closing one frees its place", async () => {
    const a = [await open("203.0.113.1"), await open("203.0.113.1"), await open("203.0.113.1")];
    expect(a.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = await open("203.0.113.1");
    expect(fourth).toMatchObject({ status: 429, retryAfter: "10" });
    expect(fourth.body).toContain("Too many live connections from your address");
    // A spoofed left-most address is the same client.
    expect(limiter.open("203.0.113.1")).toBe(3);

    const b = [await open("203.0.113.2"), await open("203.0.113.2")];
    expect(b.map((stream) => stream.status)).toEqual([200, 200]);
    expect(limiter.open()).toBe(5);
    const full = await open("203.0.113.3");
    expect(full).toMatchObject({ status: 503, retryAfter: "10" });
    expect(full.body).toContain("as many live connections as it can hold");
    // Other pages are not counted.
    expect(await (await fetch(`${base}/cart`)).text()).toBe("page");

    a[0]!.close();
    await expect.poll(() => limiter.open()).toBe(4);
    const again = await open("203.0.113.3");
    expect(again.status).toBe(200);
    expect(limiter.open("203.0.113.3")).toBe(1);

    for (const stream of [...a, ...b, again]) stream.close();
    await expect.poll(() => limiter.open()).toBe(0);
    expect(limiter.open("203.0.113.1")).toBe(0);
    // One warning per kind of refusal.
    expect(logged.filter((line) => line.includes("EVENT_STREAMS_PER_CLIENT"))).toHaveLength(1);
    expect(logged.filter((line) => line.includes("EVENT_STREAMS_MAX"))).toHaveLength(1);
  });
});
