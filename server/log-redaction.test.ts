import express from "express";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../tests/support/listen";
import { createLogger } from "../app/server/logger.server";
import { sameOriginRequests } from "./csrf";
import { requestLogging } from "./http";

// The request log and the CSRF refusal log, captured as the JSON lines they write.
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let base: string;
let close: () => void;

beforeAll(async () => {
  const logger = createLogger("info", capture);
  const app = express();
  app.use(requestLogging(logger));
  app.use(sameOriginRequests("https://shop.example.com", logger));
  app.use((_req, res) => void res.send("ok"));
  ({ base, close } = await listen(app));
});

afterAll(() => close());

/** Waits until a log line for `path` has been written (the request log writes when the response ends). */
async function logLinesFor(path: string): Promise<string[]> {
  await expect.poll(() => lines.filter((line) => line.includes(path)).length).toBeGreaterThan(0);
  return lines.filter((line) => line.includes(path));
}

describe("secret query values in the logs", () => {
  it("the request log keeps the path and other parameters but not the token", async () => {
    await fetch(`${base}/auth/reset-password?token=reset-secret-1&lang=en`);
    await fetch(`${base}/auth/verify?token=eyJ.jwt-secret-2.sig&callbackURL=%2F`);
    const logged = [...(await logLinesFor("/auth/reset-password")), ...(await logLinesFor("/auth/verify"))].join("\n");
    expect(logged).not.toMatch(/reset-secret-1|jwt-secret-2/);
    expect(logged).toContain("/auth/reset-password?token=[redacted]&lang=en");
    expect(logged).toContain("/auth/verify?token=[redacted]&callbackURL=%2F");
  });

  it("the CSRF refusal log hides secrets in the URL and in the Referer", async () => {
    const response = await fetch(`${base}/auth/refused?code=oauth-secret-3`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Referer: "https://evil.example/page?signature=sig-secret-4" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
    const refusal = (await logLinesFor("/auth/refused")).find((line) => line.includes("cross-origin request refused"));
    expect(refusal).toBeDefined();
    expect(refusal).toContain("/auth/refused?code=[redacted]");
    expect(refusal).toContain("/page?signature=[redacted]");
    expect(lines.join("\n")).not.toMatch(/oauth-secret-3|sig-secret-4/);
  });
});
