import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnvironment } from "../app/server/env.server";
import { listen } from "../tests/support/listen";

// The client address and protocol Express derives under each TRUST_PROXY value, as server/app.ts
// sets it ("trust proxy"); the page context's clientIp is req.ip, which every per-client limit counts.
const servers: Array<() => void> = [];
let bases: Record<string, string>;

beforeAll(async () => {
  bases = {};
  for (const value of ["", "false", "true", "1", "2", "127.0.0.1/8, 10.0.0.0/8", "loopback"]) {
    const app = express();
    app.set("trust proxy", parseEnvironment({ TRUST_PROXY: value }).TRUST_PROXY);
    app.use((req, res) => void res.json({ ip: req.ip, protocol: req.protocol }));
    const { base, close } = await listen(app);
    servers.push(close);
    bases[value] = base;
  }
});

afterAll(() => servers.forEach((close) => close()));

async function seen(value: string, forwardedFor?: string): Promise<{ ip: string; protocol: string }> {
  const headers: Record<string, string> = { "x-forwarded-proto": "https" };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return (await fetch(bases[value]!, { headers })).json() as Promise<{ ip: string; protocol: string }>;
}

describe("TRUST_PROXY", () => {
  it("unset or false: X-Forwarded-* are ignored; the address is the connection's", async () => {
    for (const value of ["", "false"]) {
      expect(await seen(value, "203.0.113.9")).toEqual({ ip: "127.0.0.1", protocol: "http" });
    }
  });

  it("one trusted hop (true or 1): a spoofed X-Forwarded-For does not change the client address", async () => {
    for (const value of ["true", "1"]) {
      // The proxy appends the address it saw; whatever the client wrote before it is not believed.
      expect(await seen(value, "203.0.113.9")).toEqual({ ip: "203.0.113.9", protocol: "https" });
      expect(await seen(value, "6.6.6.6, 203.0.113.9")).toEqual({ ip: "203.0.113.9", protocol: "https" });
      expect(await seen(value, "1.1.1.1, 2.2.2.2, 203.0.113.9")).toEqual({ ip: "203.0.113.9", protocol: "https" });
    }
  });

  it("two hops: the address the first proxy saw", async () => {
    expect((await seen("2", "6.6.6.6, 203.0.113.9, 10.0.0.2")).ip).toBe("203.0.113.9");
  });

  it("a list of proxy addresses: the right-most address that is not one of them", async () => {
    expect((await seen("127.0.0.1/8, 10.0.0.0/8", "6.6.6.6, 203.0.113.9, 10.0.0.2")).ip).toBe("203.0.113.9");
    expect((await seen("loopback", "6.6.6.6, 203.0.113.9")).ip).toBe("203.0.113.9");
  });
});
