import { describe, expect, it } from "vitest";
import { isOpenAt } from "../opening-hours";
import { formatDayPeriods, parseDayPeriods, parseMenuItemForm, parseRestaurantForm, staffEmailSchema } from "./restaurant-forms";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const options = { languageCodes: ["nb", "en", "ar"], defaultCode: "nb" };
const productId = "00000000-0000-4000-8000-000000000001";

describe("opening hours as typed", () => {
  it("reads periods, pads hours, allows a close past midnight and answers empty for closed", () => {
    expect(parseDayPeriods("11:00-14:00, 17:00–02:00")).toEqual([
      { open: "11:00", close: "14:00" },
      { open: "17:00", close: "02:00" },
    ]);
    expect(parseDayPeriods("9.30 - 23.00")).toEqual([{ open: "09:30", close: "23:00" }]);
    expect(parseDayPeriods("  ")).toEqual([]);
    expect(formatDayPeriods(parseDayPeriods("11:00-14:00, 17:00-02:00")!)).toBe("11:00–14:00, 17:00–02:00");
  });

  it("refuses what is not a period", () => {
    for (const bad of ["11-14", "25:00-02:00", "11:00-11:00", "11:00", "11:00-14:60", "noon-midnight"])
      expect(parseDayPeriods(bad), bad).toBeNull();
  });

  it("a Friday period past midnight keeps the restaurant open early on Saturday (Oslo)", () => {
    const hours = { "5": parseDayPeriods("18:00-02:00")! };
    // Saturday 2026-11-28 01:30 in Oslo is 00:30 UTC.
    expect(isOpenAt(hours, new Date("2026-11-28T00:30:00Z"))).toBe(true);
    expect(isOpenAt(hours, new Date("2026-11-28T01:30:00Z"))).toBe(false);
  });
});

describe("restaurant form", () => {
  const valid: Array<[string, string]> = [
    ["name.nb", "Fjellgården"],
    ["name.en", "Fjellgarden"],
    ["name.ar", ""],
    ["address", " Storgata 1 "],
    ["hours.1", "11:00-22:00"],
    ["hours.5", "11:00-14:00, 18:00-02:00"],
    ["prepMinutes", "25"],
    ["offersPickup", "on"],
    ["isActive", "on"],
  ];

  it("reads names per language (default first), hours per weekday, fulfilment and prep time", () => {
    const parsed = parseRestaurantForm(form(valid), options);
    expect(parsed).toEqual({
      ok: true,
      value: {
        translations: [
          { languageCode: "nb", name: "Fjellgården", description: null },
          { languageCode: "en", name: "Fjellgarden", description: null },
        ],
        address: "Storgata 1",
        phone: null,
        openingHours: {
          "1": [{ open: "11:00", close: "22:00" }],
          "5": [
            { open: "11:00", close: "14:00" },
            { open: "18:00", close: "02:00" },
          ],
        },
        offersPickup: true,
        offersDelivery: false,
        prepMinutes: 25,
        isActive: true,
      },
    });
  });

  it("lists every problem with its field", () => {
    const parsed = parseRestaurantForm(
      form([
        ["name.nb", ""],
        ["hours.3", "whenever"],
        ["prepMinutes", "601"],
      ]),
      options,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([
      { field: "name.nb", message: "admin.restaurant.error.nameRequired" },
      { field: "hours.3", message: "admin.restaurant.error.hours" },
      { field: "prepMinutes", message: "admin.restaurant.error.prepMinutes" },
      { field: "fulfilment", message: "admin.restaurant.error.fulfilment" },
    ]);
  });
});

describe("menu item form", () => {
  it("reads the price in NOK, availability and the ticked allergens and tags in canonical order", () => {
    const parsed = parseMenuItemForm(
      form([
        ["productId", productId],
        ["price", "129,50"],
        ["isAvailable", "on"],
        ["allergens", "milk"],
        ["allergens", "gluten"],
        ["allergens", "milk"],
        ["dietaryTags", "vegetarian"],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      value: { productId, priceOre: 12950, isAvailable: true, allergens: ["gluten", "milk"], dietaryTags: ["vegetarian"] },
    });
    expect(
      parseMenuItemForm(
        form([
          ["productId", productId],
          ["price", "99"],
        ]),
      ),
    ).toMatchObject({ ok: true, value: { priceOre: 9900, isAvailable: false, allergens: [] } });
  });

  it("answers a price problem for a bad price, and null for a request the form never sends", () => {
    expect(
      parseMenuItemForm(
        form([
          ["productId", productId],
          ["price", "cheap"],
        ]),
      ),
    ).toEqual({ ok: false, problems: [{ field: "price", message: "admin.restaurant.error.price" }] });
    expect(
      parseMenuItemForm(
        form([
          ["productId", productId],
          ["price", "-5"],
        ]),
      ),
    ).toEqual({ ok: false, problems: [{ field: "price", message: "admin.restaurant.error.price" }] });
    expect(
      parseMenuItemForm(
        form([
          ["productId", "not-a-uuid"],
          ["price", "10"],
        ]),
      ),
    ).toBeNull();
    expect(
      parseMenuItemForm(
        form([
          ["productId", productId],
          ["price", "10"],
          ["allergens", "kryptonite"],
        ]),
      ),
    ).toBeNull();
  });
});

describe("kitchen staff e-mail", () => {
  it("is trimmed and lower-cased; anything else is refused", () => {
    expect(staffEmailSchema.parse("  Kokk@Example.COM ")).toBe("kokk@example.com");
    expect(staffEmailSchema.safeParse("not an address").success).toBe(false);
  });
});
