import { describe, expect, it } from "vitest";
import type { AttributesSchema } from "./attributes";
import { type PricedMenuItem, priceMenuSelection } from "./restaurant-menu";

const schema: AttributesSchema = {
  attributes: [
    {
      key: "size",
      label: { en: "Size" },
      type: "select",
      options: [
        { value: "medium", label: { en: "Medium" } },
        { value: "large", label: { en: "Large" }, priceOre: 6000 },
      ],
    },
    {
      key: "extras",
      label: { en: "Extras" },
      type: "multi",
      options: [
        { value: "cheese", label: { en: "Cheese" }, priceOre: 2500 },
        { value: "bacon", label: { en: "Bacon" }, priceOre: 3000 },
      ],
    },
  ],
};
const pizza = (id: string, priceOre: number, overrides: Partial<PricedMenuItem> = {}): PricedMenuItem => ({
  id,
  priceOre,
  schema,
  allowsHalfAndHalf: true,
  ...overrides,
});
const margherita = pizza("a-margherita", 14900);
const pepperoni = pizza("b-pepperoni", 17900);

describe("menu pricing", () => {
  it("prices a whole item with its size and extras, extras sorted and counted once", () => {
    const priced = priceMenuSelection(margherita, { size: "large", extras: ["cheese", "bacon", "cheese"] });
    expect(priced).toMatchObject({
      ok: true,
      productId: "a-margherita",
      breakdown: { base_price: 20900, extras_price: 5500, total_price: 26400 },
    });
    expect(priced.ok && priced.attributes).toEqual({
      size: "large",
      extras: ["bacon", "cheese"],
      pricing_breakdown: { base_price: 20900, extras_price: 5500, total_price: 26400 },
    });
  });

  it("charges the dearer half in the chosen size, whichever half was picked first, plus extras", () => {
    const ab = priceMenuSelection(margherita, { size: "large", extras: "cheese" }, pepperoni);
    const ba = priceMenuSelection(pepperoni, { size: "large", extras: ["cheese"] }, margherita);
    expect(ab).toEqual(ba);
    expect(ab).toMatchObject({
      ok: true,
      productId: "a-margherita",
      attributes: { is_half_and_half: true, halves: ["a-margherita", "b-pepperoni"] },
      breakdown: {
        base_price: 23900,
        halves: [
          { product_id: "a-margherita", price: 20900 },
          { product_id: "b-pepperoni", price: 23900 },
        ],
        extras_price: 2500,
        total_price: 26400,
      },
    });
  });

  it("uses each half's own size price", () => {
    const cheapLarge = pizza("c-cheap", 20000, {
      schema: {
        attributes: [
          {
            ...schema.attributes[0]!,
            options: [
              { value: "medium", label: {} },
              { value: "large", label: {}, priceOre: 1000 },
            ],
          },
        ],
      },
    });
    const priced = priceMenuSelection(margherita, { size: "large" }, cheapLarge);
    // Margherita large 209,00; the other half large 210,00: the dearer is 210,00.
    expect(priced.ok && priced.breakdown.total_price).toBe(21000);
  });

  it("refuses missing or unknown choices and halves that cannot be combined", () => {
    expect(priceMenuSelection(margherita, {})).toEqual({ ok: false, error: "chooseOptions" });
    expect(priceMenuSelection(margherita, { size: "huge" })).toEqual({ ok: false, error: "chooseOptions" });
    expect(priceMenuSelection(margherita, { size: "medium", extras: ["gold"] })).toEqual({ ok: false, error: "chooseOptions" });
    expect(priceMenuSelection(margherita, { size: "medium", extras: [1] })).toEqual({ ok: false, error: "chooseOptions" });
    expect(priceMenuSelection(margherita, { size: "medium" }, margherita)).toEqual({ ok: false, error: "halfNotAllowed" });
    expect(priceMenuSelection(margherita, { size: "medium" }, pizza("d-drink", 4500, { allowsHalfAndHalf: false, schema: null }))).toEqual({
      ok: false,
      error: "halfNotAllowed",
    });
    expect(priceMenuSelection(pizza("e-calzone", 15000, { allowsHalfAndHalf: false }), { size: "medium" }, pepperoni)).toEqual({
      ok: false,
      error: "halfNotAllowed",
    });
    // The other half has no such size.
    const smallOnly = pizza("f-small", 9900, {
      schema: { attributes: [{ ...schema.attributes[0]!, options: [{ value: "medium", label: {} }] }] },
    });
    expect(priceMenuSelection(margherita, { size: "large" }, smallOnly)).toEqual({ ok: false, error: "halfNotAllowed" });
  });
});
