import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../tests/support/listen";
import { rawPost, type RawPostOptions } from "../tests/support/raw-post";
import { BACK_OFFICE_BODY_LIMIT, bodyLimit, bodyLimitFor, bufferedBodyOf, DEFAULT_BODY_LIMIT } from "./body-limit";

const MB = 1024 * 1024;
let base: string;
let close: () => void;
/** Bodies the handler behind the limit received, by path. */
const received: Array<{ path: string; bytes: number }> = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ languages: () => ({ defaultCode: "nb", codes: ["nb", "en", "ar"] }) }));
  app.use(async (req, res) => {
    let bytes = bufferedBodyOf(req)?.length;
    if (bytes === undefined) {
      bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
    }
    received.push({ path: req.path, bytes });
    res.send(`read ${bytes}`);
  });
  ({ base, close } = await listen(app));
});

afterAll(() => close());

const post = (path: string, total: number, options: RawPostOptions = {}) => rawPost(`${base}${path}`, total, options);

describe("the request body limit", () => {
  it("gives every path its limit: 64 kB, the back office and Edit Mode 1 MB, the uploads their own, in every language and for .data requests", () => {
    for (const path of [
      "/cart",
      "/en/cart",
      "/ar/cart.data",
      "/checkout",
      "/auth",
      "/become-seller",
      "/en/quotes/abc",
      "/_root.data",
      "/administrator",
      "/products/admin",
    ]) {
      expect(bodyLimitFor(path), path).toBe(DEFAULT_BODY_LIMIT);
    }
    for (const path of [
      "/admin/products/new",
      "/en/admin/settings",
      "/edit-mode",
      "/en/edit-mode/save",
      "/ar/edit-mode/save.data",
      "/admin",
    ]) {
      expect(bodyLimitFor(path), path).toBe(BACK_OFFICE_BODY_LIMIT);
    }
    expect(bodyLimitFor("/admin/products/3f0c/images")).toBe(11 * MB);
    expect(bodyLimitFor("/en/admin/products/3f0c/images.data")).toBe(11 * MB);
    expect(bodyLimitFor("/edit-mode/upload")).toBe(11 * MB);
    expect(bodyLimitFor("/nb/edit-mode/upload")).toBe(11 * MB);
    expect(bodyLimitFor("/admin/products/import")).toBe(51 * MB);
    expect(bodyLimitFor("/ar/admin/products/import")).toBe(51 * MB);
  });

  it("refuses a declared 1 MB post to /cart with 413 before reading any of it", async () => {
    const answer = await post("/en/cart", MB, { holdBody: true });
    expect(answer.status).toBe(413);
    expect(answer.sentWhenAnswered).toBe(0);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(answer.body).toContain("What you sent is larger than this page accepts (at most 64 kB).");
    expect(answer.body).toContain('<a href="/en">Go to the home page</a>');
    expect(received.some((entry) => entry.path === "/en/cart")).toBe(false);
  });

  it("answers in the page's language: unprefixed in the default language, Arabic right to left", async () => {
    const norwegian = await post("/cart", 100 * 1024, { holdBody: true });
    expect(norwegian.body).toContain('<html lang="nb" dir="ltr">');
    expect(norwegian.body).toContain("Det du sendte er større enn denne siden tar imot (høyst 64 kB).");
    expect(norwegian.body).toContain('<a href="/">Gå til forsiden</a>');
    const arabic = await post("/ar/checkout.data", 100 * 1024, { holdBody: true });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<a href="/ar">');
  });

  it("lets bodies up to the limit through, read by the page as sent", async () => {
    expect(await post("/cart", DEFAULT_BODY_LIMIT)).toMatchObject({ status: 200, body: `read ${DEFAULT_BODY_LIMIT}` });
    expect(await post("/cart", DEFAULT_BODY_LIMIT + 1, { holdBody: true })).toMatchObject({ status: 413 });
    expect(await post("/en/admin/products/new", 900 * 1024)).toMatchObject({ status: 200, body: `read ${900 * 1024}` });
    expect(await post("/en/admin/products/new", 2 * MB, { holdBody: true })).toMatchObject({ status: 413 });
    expect(await post("/en/admin/products/3f0c/images", 9 * MB)).toMatchObject({ status: 200, body: `read ${9 * MB}` });
  });

  it("a client that sends on and on gets its 413 and then loses the connection", async () => {
    const answer = await post("/cart", 200 * MB);
    expect(answer.status).toBe(413);
    expect(answer.sentWhenAnswered).toBeLessThan(200 * MB);
  });

  it("reads a chunked body up to 64 kB and hands it on whole; one that passes 64 kB gets 413 while it is still being sent", async () => {
    expect(await post("/cart", 40 * 1024, { chunked: true })).toMatchObject({ status: 200, body: `read ${40 * 1024}` });
    const refused = await post("/cart", 8 * MB, { chunked: true });
    expect(refused.status).toBe(413);
    expect(refused.sentWhenAnswered).toBeLessThan(8 * MB);
    // Chunked uploads too: browsers declare the length of every upload.
    expect((await post("/admin/products/3f0c/images", MB, { chunked: true })).status).toBe(413);
  });
});
