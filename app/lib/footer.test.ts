import { describe, expect, it } from "vitest";
import { defaultFooterColors, parseFooterColors } from "./footer";

describe("parseFooterColors", () => {
  it("keeps valid colours and drops anything that could break out of a style", () => {
    const colors = parseFooterColors(
      JSON.stringify({ backgroundColor: "#123456", textColor: "red;background:url(x)", linkColor: "rgb(1, 2, 3)" }),
    );
    expect(colors.backgroundColor).toBe("#123456");
    expect(colors.textColor).toBe(defaultFooterColors.textColor);
    expect(colors.linkColor).toBe("rgb(1, 2, 3)");
  });

  it("falls back to defaults for missing or broken JSON", () => {
    expect(parseFooterColors(undefined)).toEqual(defaultFooterColors);
    expect(parseFooterColors("{not json")).toEqual(defaultFooterColors);
    expect(parseFooterColors("42")).toEqual(defaultFooterColors);
  });
});
