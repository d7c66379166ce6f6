import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./http";

describe("contentSecurityPolicy", () => {
  it("allows images from the site and from the map's tile server only", () => {
    const directive = (policy: string) => policy.split("; ").find((part) => part.startsWith("img-src"));
    expect(directive(contentSecurityPolicy("'self'", { development: false, https: true }))).toBe("img-src 'self' data: blob:");
    expect(
      directive(contentSecurityPolicy("'self'", { development: false, https: true, imageSources: ["https://tile.openstreetmap.org"] })),
    ).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });
});
