import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geocodeAddress } from "./geocoder.server";

// A tiny Nominatim stand-in on this machine: Storgata in Otta is found, anything else is not,
// "Broken" answers nonsense and "Slow" never answers in time.
let server: Server;
let searchUrl: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const params = new URL(request.url ?? "/", "http://localhost").searchParams;
    asked.push(params);
    if (params.get("city") === "Slow") return void setTimeout(() => response.end("[]"), 2000);
    response.setHeader("Content-Type", "application/json");
    if (params.get("city") === "Broken") return void response.end(JSON.stringify({ error: "nope" }));
    if (params.get("city") === "Down") return void response.writeHead(503).end("[]");
    response.end(
      JSON.stringify(
        params.get("street") === "Storgata 1" && params.get("postalcode") === "2670"
          ? [{ lat: "61.7725", lon: "9.5374", display_name: "Storgata 1, Otta" }]
          : [],
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  searchUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { userAgent: "storefront-test", timeoutMs: 500 };

describe("the geocoding adapter (Nominatim search)", () => {
  it("gives the first answer's position for a structured Norwegian address", async () => {
    expect(await geocodeAddress(searchUrl, { streetAddress: "Storgata 1", postcode: "2670", city: "Otta" }, options)).toEqual({
      latitude: 61.7725,
      longitude: 9.5374,
    });
    const params = asked.at(-1)!;
    expect(Object.fromEntries(params)).toMatchObject({
      street: "Storgata 1",
      postalcode: "2670",
      city: "Otta",
      countrycodes: "no",
      format: "jsonv2",
      limit: "1",
    });
  });

  it("gives null when nothing is found", async () => {
    expect(await geocodeAddress(searchUrl, { streetAddress: "Nowhere 9", postcode: "2670", city: "Otta" }, options)).toBeNull();
  });

  it("throws on an error status, a malformed answer or a timeout", async () => {
    await expect(geocodeAddress(searchUrl, { streetAddress: "x", postcode: "2670", city: "Down" }, options)).rejects.toThrow(/503/);
    await expect(geocodeAddress(searchUrl, { streetAddress: "x", postcode: "2670", city: "Broken" }, options)).rejects.toThrow();
    await expect(geocodeAddress(searchUrl, { streetAddress: "x", postcode: "2670", city: "Slow" }, options)).rejects.toThrow();
  });
});
