import { describe, expect, it } from "vitest";
import type { AttributesSchema } from "./attributes";
import { canonicalAttributes } from "./cart";

const schema: AttributesSchema = {
  attributes: [
    { key: "slicing", label: { en: "Slicing" }, type: "select", options: [{ value: "whole", label: { en: "Whole" } }, { value: "sliced", label: { en: "Sliced" } }] },
    { key: "fat", label: { en: "Fat" }, type: "select", options: [{ value: "full", label: { en: "Full" } }, { value: "light", label: { en: "Light" } }] },
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
    expect(canonicalAttributes(schema, { slicing: "whole", fat: "full", price: "1", restaurant_id: "x" })).toEqual({ fat: "full", slicing: "whole" });
    expect(canonicalAttributes(schema, { slicing: "whole" })).toBeNull();
    expect(canonicalAttributes(schema, { slicing: "whole", fat: "skimmed" })).toBeNull();
    expect(canonicalAttributes(schema, { slicing: ["whole"], fat: "full" })).toBeNull();
  });

  it("is the empty object for a product without a schema, whatever is sent", () => {
    expect(canonicalAttributes(null, { size: "xl" })).toEqual({});
    expect(canonicalAttributes({ attributes: [] }, {})).toEqual({});
  });
});
