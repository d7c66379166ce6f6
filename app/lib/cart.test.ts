import { describe, expect, it } from "vitest";
import type { AttributesSchema } from "./attributes";
import { canonicalAttributes, optionsFromForm } from "./cart";

const schema: AttributesSchema = {
  attributes: [
    {
      key: "slicing",
      label: { en: "Slicing" },
      type: "select",
      options: [
        { value: "whole", label: { en: "Whole" } },
        { value: "sliced", label: { en: "Sliced" } },
      ],
    },
    {
      key: "fat",
      label: { en: "Fat" },
      type: "select",
      options: [
        { value: "full", label: { en: "Full" } },
        { value: "light", label: { en: "Light" } },
      ],
    },
  ],
};

describe("canonicalAttributes", () => {
  it("gives one object, keys sorted, whatever the order of the choices", () => {
    const a = canonicalAttributes(schema, { slicing: "sliced", fat: "light" });
    const b = canonicalAttributes(schema, { fat: "light", slicing: "sliced" });
    expect(a).toEqual({ fat: "light", slicing: "sliced" });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(a!)).toEqual(["fat", "slicing"]);
  });

  it("drops fields the schema does not have and refuses missing or unknown options", () => {
    expect(canonicalAttributes(schema, { slicing: "whole", fat: "full", price: "1", restaurant_id: "x" })).toEqual({
      fat: "full",
      slicing: "whole",
    });
    expect(canonicalAttributes(schema, { slicing: "whole" })).toBeNull();
    expect(canonicalAttributes(schema, { slicing: "whole", fat: "skimmed" })).toBeNull();
    expect(canonicalAttributes(schema, { slicing: ["whole"], fat: "full" })).toBeNull();
  });

  it("is the empty object for a product without a schema, whatever is sent", () => {
    expect(canonicalAttributes(null, { size: "xl" })).toEqual({});
    expect(canonicalAttributes({ attributes: [] }, {})).toEqual({});
  });
});

describe("optionsFromForm", () => {
  it("gathers option fields, a repeated one as a list, into a map without a prototype", () => {
    const options = optionsFromForm([
      ["intent", "add"],
      ["option.size", "large"],
      ["option.extras", "cheese"],
      ["option.extras", "ham"],
    ])!;
    expect(Object.getPrototypeOf(options)).toBeNull();
    expect({ ...options }).toEqual({ size: "large", extras: ["cheese", "ham"] });
  });

  it("refuses keys that name a prototype, an empty key and a file, whatever else is posted", () => {
    for (const key of ["__proto__", "constructor", "prototype", ""]) {
      expect(
        optionsFromForm([
          ["option.size", "large"],
          [`option.${key}`, "x"],
        ]),
      ).toBeNull();
      expect(
        optionsFromForm([
          [`option.${key}`, "x"],
          [`option.${key}`, "y"],
        ]),
      ).toBeNull();
    }
    expect(optionsFromForm([["option.size", new File(["x"], "x.txt")]])).toBeNull();
    // Nothing leaked onto the shared prototype.
    expect(({} as Record<string, unknown>).size).toBeUndefined();
  });
});
