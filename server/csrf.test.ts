import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../tests/support/listen";
import { createLogger } from "../app/server/logger.server";
import { formPostsOnly, sameOriginRequests } from "./csrf";

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginRequests("https://shop.example.com", createLogger("silent")));
  app.use((_req, res) => void res.send("ok"));
  ({ base, close } = await listen(app));
});

afterAll(() => close());

const post = (headers: Record<string, string>) =>
  fetch(`${base}/auth`, { method: "POST", headers, body: "a=1" }).then((response) => response.status);

describe("sameOriginRequests", () => {
  it("lets reads through", async () => {
    expect((await fetch(`${base}/auth`)).status).toBe(200);
  });

  it("accepts a post whose Origin, or else Referer, is the site", async () => {
    expect(await post({ Origin: "https://shop.example.com" })).toBe(200);
    expect(await post({ Referer: "https://shop.example.com/auth?x=1" })).toBe(200);
  });

  it.each([
    [{ Origin: "https://evil.example" }],
    [{ Origin: "https://evil.example", Referer: "https://shop.example.com/" }],
    [{ Origin: "null" }],
    [{ Origin: "http://shop.example.com" }],
    [{ Referer: "https://shop.example.com.evil.example/" }],
    [{}],
  ])("refuses %j with 403", async (headers) => {
    expect(await post(headers)).toBe(403);
  });
});

describe("formPostsOnly", () => {
  let formBase: string;
  let closeForm: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(formPostsOnly(createLogger("silent")));
    app.use((_req, res) => void res.send("ok"));
    ({ base: formBase, close: closeForm } = await listen(app));
  });
  afterAll(() => closeForm());

  const send = (method: string, type: string | null) =>
    fetch(`${formBase}/cart`, {
      method,
      headers: type ? { "content-type": type } : {},
      body: method === "GET" ? undefined : type === null ? new Uint8Array(0) : "intent=clear",
    }).then((response) => response.status);

  it("lets reads and form posts through", async () => {
    expect(await send("GET", null)).toBe(200);
    expect(await send("POST", "application/x-www-form-urlencoded")).toBe(200);
    expect(await send("POST", "application/x-www-form-urlencoded;charset=UTF-8")).toBe(200);
    expect(await send("POST", "multipart/form-data; boundary=x")).toBe(200);
  });

  it.each(["application/json", "text/plain", "text/plain;charset=UTF-8", "application/xml", null])(
    "refuses a post of %s with 415",
    async (type) => {
      expect(await send("POST", type)).toBe(415);
    },
  );

  it.each(["PUT", "PATCH", "DELETE"])("refuses %s with 405", async (method) => {
    expect(await send(method, "application/x-www-form-urlencoded")).toBe(405);
  });
});
