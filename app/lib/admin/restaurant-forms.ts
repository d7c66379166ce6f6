import { z } from "zod";
import type { OpeningHours, OpeningPeriod } from "../opening-hours";
import { parseAmountToOre } from "../money";
import { allergens, dietaryTags, type Allergen, type DietaryTag } from "../restaurant-menu";

export type RestaurantFormMessage =
  | "admin.restaurant.error.nameRequired"
  | "admin.restaurant.error.textTooLong"
  | "admin.restaurant.error.hours"
  | "admin.restaurant.error.prepMinutes"
  | "admin.restaurant.error.fulfilment"
  | "admin.restaurant.error.price";

export interface FieldProblem<M extends string = RestaurantFormMessage> {
  field: string;
  message: M;
}

/** ISO weekdays, Monday first, as the opening hours store them. */
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface RestaurantInput {
  translations: { languageCode: string; name: string; description: string | null }[];
  address: string | null;
  phone: string | null;
  openingHours: OpeningHours;
  offersPickup: boolean;
  offersDelivery: boolean;
  prepMinutes: number;
  isActive: boolean;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");
const TIME = /^([01]?[0-9]|2[0-3])[:.]([0-5][0-9])$/;
const pad = (time: string) => {
  const match = TIME.exec(time)!;
  return `${match[1]!.padStart(2, "0")}:${match[2]}`;
};

/**
 * One weekday's periods as typed: "11:00-14:00, 17:00-02:00" (a close at or before the open runs
 * past midnight; empty means closed). Answers null when any period cannot be read or opens and
 * closes at the same minute.
 */
export function parseDayPeriods(value: string): OpeningPeriod[] | null {
  const trimmed = value.trim();
  if (trimmed === "") return [];
  const periods: OpeningPeriod[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const match = /^\s*(\d{1,2}[:.]\d{2})\s*[-–—]\s*(\d{1,2}[:.]\d{2})\s*$/.exec(part);
    if (!match || !TIME.test(match[1]!) || !TIME.test(match[2]!)) return null;
    const period = { open: pad(match[1]!), close: pad(match[2]!) };
    if (period.open === period.close) return null;
    periods.push(period);
  }
  return periods.length > 8 ? null : periods;
}

/** A weekday's periods as the form shows them ("11:00–14:00, 17:00–02:00"). */
export const formatDayPeriods = (periods: readonly OpeningPeriod[] | undefined): string =>
  (periods ?? []).map((period) => `${period.open}–${period.close}`).join(", ");

/** Reads the restaurant form: names and descriptions per language (the default language's name required), address, phone, hours per weekday, fulfilment, prep time, active. */
export function parseRestaurantForm(
  form: FormData,
  options: { languageCodes: string[]; defaultCode: string },
): { ok: true; value: RestaurantInput } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const translations: RestaurantInput["translations"] = [];
  for (const code of options.languageCodes) {
    const name = text(form.get(`name.${code}`));
    const description = text(form.get(`description.${code}`));
    if (!name) {
      if (code === options.defaultCode) problems.push({ field: `name.${code}`, message: "admin.restaurant.error.nameRequired" });
      continue;
    }
    if (name.length > 120) problems.push({ field: `name.${code}`, message: "admin.restaurant.error.textTooLong" });
    if (description.length > 2000) problems.push({ field: `description.${code}`, message: "admin.restaurant.error.textTooLong" });
    translations.push({ languageCode: code, name, description: description || null });
  }
  const address = text(form.get("address"));
  if (address.length > 300) problems.push({ field: "address", message: "admin.restaurant.error.textTooLong" });
  const phone = text(form.get("phone"));
  if (phone.length > 40) problems.push({ field: "phone", message: "admin.restaurant.error.textTooLong" });
  const openingHours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const periods = parseDayPeriods(text(form.get(`hours.${day}`)));
    if (periods === null) problems.push({ field: `hours.${day}`, message: "admin.restaurant.error.hours" });
    else if (periods.length > 0) openingHours[day] = periods;
  }
  const prep = z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .safeParse(text(form.get("prepMinutes")) || "x");
  if (!prep.success) problems.push({ field: "prepMinutes", message: "admin.restaurant.error.prepMinutes" });
  const offersPickup = form.get("offersPickup") === "on";
  const offersDelivery = form.get("offersDelivery") === "on";
  if (!offersPickup && !offersDelivery) problems.push({ field: "fulfilment", message: "admin.restaurant.error.fulfilment" });
  if (problems.length > 0 || !prep.success) return { ok: false, problems };
  translations.sort((a, b) => Number(b.languageCode === options.defaultCode) - Number(a.languageCode === options.defaultCode));
  return {
    ok: true,
    value: {
      translations,
      address: address || null,
      phone: phone || null,
      openingHours,
      offersPickup,
      offersDelivery,
      prepMinutes: prep.data,
      isActive: form.get("isActive") === "on",
    },
  };
}

export interface MenuItemInput {
  productId: string;
  priceOre: number;
  isAvailable: boolean;
  allergens: Allergen[];
  dietaryTags: DietaryTag[];
}

const menuItemSchema = z.object({
  productId: z.uuid(),
  price: z.string().trim().min(1).max(20),
  isAvailable: z.literal("on").optional(),
  allergens: z.array(z.enum(allergens)).max(allergens.length),
  dietaryTags: z.array(z.enum(dietaryTags)).max(dietaryTags.length),
});

/** Reads one menu item's row of the form: price (NOK incl. VAT), availability, allergens and dietary tags (checkboxes). Null when the request is not one the form sends. */
export function parseMenuItemForm(form: FormData): { ok: true; value: MenuItemInput } | { ok: false; problems: FieldProblem[] } | null {
  const parsed = menuItemSchema.safeParse({
    productId: form.get("productId"),
    price: form.get("price") ?? "",
    isAvailable: form.get("isAvailable") ?? undefined,
    allergens: form.getAll("allergens"),
    dietaryTags: form.getAll("dietaryTags"),
  });
  if (!parsed.success) {
    const priceOnly = parsed.error.issues.every((issue) => issue.path[0] === "price");
    return priceOnly ? { ok: false, problems: [{ field: "price", message: "admin.restaurant.error.price" }] } : null;
  }
  const priceOre = parseAmountToOre(parsed.data.price);
  if (priceOre === undefined || priceOre < 0 || priceOre > 100_000_000)
    return { ok: false, problems: [{ field: "price", message: "admin.restaurant.error.price" }] };
  return {
    ok: true,
    value: {
      productId: parsed.data.productId,
      priceOre,
      isAvailable: parsed.data.isAvailable === "on",
      // In the canonical order, once each.
      allergens: allergens.filter((allergen) => parsed.data.allergens.includes(allergen)),
      dietaryTags: dietaryTags.filter((tag) => parsed.data.dietaryTags.includes(tag)),
    },
  };
}

/** The e-mail address of an account to add as kitchen staff. */
export const staffEmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
