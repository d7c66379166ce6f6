import { describe, expect, it } from "vitest";
import { restaurantMessages } from "~/lib/i18n/restaurant-messages";
import { allergens, dietaryTags } from "~/lib/restaurant-menu";
import { loadDemoData } from "./demo-data.server";

const { restaurants: demoRestaurants, uiStrings } = loadDemoData();
const restaurantUiStrings = uiStrings.restaurants;

describe("the restaurant side's strings and demo menus", () => {
  it("translates every UI string into every seeded language, with the English default as its English", () => {
    expect(Object.keys(restaurantUiStrings).sort()).toEqual(Object.keys(restaurantMessages).sort());
    for (const [key, value] of Object.entries(restaurantUiStrings)) {
      expect(value.en, key).toBe(restaurantMessages[key as keyof typeof restaurantMessages]);
      expect(value.nb.length, key).toBeGreaterThan(0);
      expect(value.ar.length, key).toBeGreaterThan(0);
    }
    for (const allergen of allergens) expect(restaurantMessages).toHaveProperty(`allergen.${allergen}`);
    for (const tag of dietaryTags) expect(restaurantMessages).toHaveProperty(`diet.${tag}`);
  });

  it("seeds two restaurants, one with pizzas that come half-and-half", () => {
    expect(demoRestaurants).toHaveLength(2);
    const halves = demoRestaurants.flatMap((restaurant) =>
      restaurant.categories.flatMap((category) => category.items.filter((item) => item.halfAndHalf)),
    );
    expect(halves.length).toBeGreaterThanOrEqual(2);
  });
});
