import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL, EnvironmentError, mapSettings, parseEnvironment, tileImageSource } from "./env.server";

/** The error `run` throws; fails the test when it throws nothing. */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error, none was thrown");
}

describe("parseEnvironment", () => {
  it("applies the documented defaults", () => {
    const env = parseEnvironment({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.ORIGIN).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.LOG_FORMAT).toBe("auto");
    expect(env.ADMIN_EMAIL).toBe("admin@fjellgarden.example");
    // No demo password by default: firstAdminPassword() decides per NODE_ENV.
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.ALLOW_DEMO_ADMIN_PASSWORD).toBe(false);
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.MAIL_LIMIT_PER_CLIENT).toBe(20);
  });

  it("reads the sellers map's tiles and geocoder: OpenStreetMap's tiles by default, none, or a checked template", () => {
    expect(mapSettings(parseEnvironment({}))).toEqual({
      tileUrl: DEFAULT_MAP_TILE_URL,
      tileAttribution: "© OpenStreetMap contributors",
      geocoderUrl: null,
    });
    expect(mapSettings(parseEnvironment({ MAP_TILE_URL: "none" })).tileUrl).toBeNull();
    const own = parseEnvironment({
      MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example",
      GEOCODER_URL: "http://127.0.0.1:8080/search",
    });
    expect(mapSettings(own)).toEqual({
      tileUrl: "https://{s}.tiles.example.com/{z}/{x}/{y}.png",
      tileAttribution: "© Example",
      geocoderUrl: "http://127.0.0.1:8080/search",
    });
    expect(tileImageSource(mapSettings(own).tileUrl)).toBe("https://*.tiles.example.com");
    expect(tileImageSource(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource(null)).toBeNull();
    for (const bad of ["https://tiles.example.com/tile.png", "javascript:{z}{x}{y}", "tiles/{z}/{x}/{y}.png"]) {
      expect(() => parseEnvironment({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL must be none or a tile URL/);
    }
    expect(() => parseEnvironment({ GEOCODER_URL: "ftp://geo.example" })).toThrow(/GEOCODER_URL must be a URL/);
  });

  it("reads the per-client mail limit as a whole number in range", () => {
    expect(parseEnvironment({ MAIL_LIMIT_PER_CLIENT: "500" }).MAIL_LIMIT_PER_CLIENT).toBe(500);
    for (const bad of ["0", "2.5", "many", "100001"]) {
      expect(() => parseEnvironment({ MAIL_LIMIT_PER_CLIENT: bad })).toThrow(
        /^Invalid configuration: MAIL_LIMIT_PER_CLIENT must be a whole number between 1 and 100000\b/,
      );
    }
  });

  it("reads TRUST_PROXY as a number of proxy hops or a list of proxy addresses; true is one hop, never every address", () => {
    expect(parseEnvironment({}).TRUST_PROXY).toBe(0);
    expect(parseEnvironment({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnvironment({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnvironment({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnvironment({ TRUST_PROXY: "TRUE" }).TRUST_PROXY).toBe(1);
    expect(parseEnvironment({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnvironment({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnvironment({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of ["yes", "11", "-1", "1.5", "10.0.0.0/33", "fd00::/129", "10.0.0", "10.0.0.1/8/2", "10.0.0.1,", "proxy.example.com"]) {
      const error = thrownBy(() => parseEnvironment({ TRUST_PROXY: bad }));
      expect(error.message).toBe(
        `Invalid configuration: TRUST_PROXY must be false, true (one proxy), a number of proxies in front (0-10) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback) (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it("reads the event-stream caps as whole numbers in range", () => {
    expect(parseEnvironment({})).toMatchObject({ EVENT_STREAMS_PER_CLIENT: 100, EVENT_STREAMS_MAX: 10_000 });
    expect(parseEnvironment({ EVENT_STREAMS_PER_CLIENT: "5", EVENT_STREAMS_MAX: "50" })).toMatchObject({
      EVENT_STREAMS_PER_CLIENT: 5,
      EVENT_STREAMS_MAX: 50,
    });
    expect(() => parseEnvironment({ EVENT_STREAMS_PER_CLIENT: "0" })).toThrow(
      /^Invalid configuration: EVENT_STREAMS_PER_CLIENT must be a whole number between 1 and 100000 \(got "0"\)$/,
    );
    expect(() => parseEnvironment({ EVENT_STREAMS_MAX: "lots" })).toThrow(
      /^Invalid configuration: EVENT_STREAMS_MAX must be a whole number between 1 and 1000000 \(got "lots"\)$/,
    );
  });

  it("validates the account settings without echoing secrets", () => {
    expect(() => parseEnvironment({ AUTH_SECRET: "too-short-secret" })).toThrow(
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters$/,
    );
    expect(() => parseEnvironment({ ADMIN_PASSWORD: "short" })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must be 8 to 128 characters$/,
    );
    expect(() => parseEnvironment({ ADMIN_EMAIL: "not-an-email" })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
  });

  it("derives ORIGIN from PORT and strips a trailing slash", () => {
    expect(parseEnvironment({ PORT: "8080" }).ORIGIN).toBe("http://localhost:8080");
    expect(parseEnvironment({ ORIGIN: "https://shop.example.com/" }).ORIGIN).toBe("https://shop.example.com");
  });

  it("treats empty values as unset", () => {
    expect(parseEnvironment({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number between 1 and 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a URL like postgres:\/\//],
    [{ SMTP_URL: "not a url" }, /SMTP_URL must be a URL like smtp:\/\//],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of fatal, error/],
    [{ LOG_FORMAT: "xml" }, /^Invalid configuration: LOG_FORMAT must be auto, json or pretty \(got "xml"\)$/],
    [{ ORIGIN: "ftp://x" }, /ORIGIN must be a URL/],
  ])("rejects %j with one line naming the variable", (input, message) => {
    const error = thrownBy(() => parseEnvironment(input));
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("\n");
  });

  it("never prints a database password", () => {
    expect.assertions(4);
    expect(() => parseEnvironment({ DATABASE_URL: "postgres://u:secret@h/db", PORT: "x" })).toThrow(/PORT/);
    try {
      parseEnvironment({ DATABASE_URL: "mysql://u:secret@h/db" });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration: DATABASE_URL must be a URL/);
      expect((error as Error).message).toContain("mysql://u:***@h/db");
      expect((error as Error).message).not.toContain("secret");
    }
  });
});
