import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, firstAdminPassword } from "./admins.server";

describe("firstAdminPassword", () => {
  it("takes ADMIN_PASSWORD whenever it is set", () => {
    expect(firstAdminPassword({ NODE_ENV: "production", ADMIN_PASSWORD: "chosen-by-owner", ALLOW_DEMO_ADMIN_PASSWORD: false })).toEqual({
      password: "chosen-by-owner",
      source: "environment",
    });
  });

  it("gives the demo password only in development and test, or with the explicit opt-in", () => {
    for (const NODE_ENV of ["development", "test"])
      expect(firstAdminPassword({ NODE_ENV, ALLOW_DEMO_ADMIN_PASSWORD: false })).toEqual({ password: DEMO_ADMIN_PASSWORD, source: "demo" });
    expect(firstAdminPassword({ NODE_ENV: "production", ALLOW_DEMO_ADMIN_PASSWORD: true })).toEqual({
      password: DEMO_ADMIN_PASSWORD,
      source: "demo",
    });
  });

  it("generates a different strong password at each production start without one", () => {
    const first = firstAdminPassword({ NODE_ENV: "production", ALLOW_DEMO_ADMIN_PASSWORD: false });
    const second = firstAdminPassword({ NODE_ENV: "production", ALLOW_DEMO_ADMIN_PASSWORD: false });
    expect(first.source).toBe("generated");
    expect(first.password).toMatch(/^[\w-]{24}$/);
    expect(first.password).not.toBe(second.password);
    expect(first.password).not.toBe(DEMO_ADMIN_PASSWORD);
  });
});
