import { type Region, regionOfPostcode, regions } from "./regions";

/** Seller application statuses and the declared transitions between them (the back office goes through it). */
export const sellerStatuses = ["pending", "approved", "rejected"] as const;
export type SellerStatus = (typeof sellerStatuses)[number];

/**
 * The seller process: a pending application is approved or rejected (with a reason); an approved
 * seller can later be removed from the map (rejected, with a reason) and a rejected application
 * reconsidered (approved). Nothing goes back to pending, and nothing changes to itself.
 */
export const sellerTransitions: Record<SellerStatus, readonly SellerStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["rejected"],
  rejected: ["approved"],
};

/** Whether `from` → `to` is a declared transition. */
export function canTransitionSeller(from: SellerStatus, to: SellerStatus): boolean {
  return sellerTransitions[from].includes(to);
}

/** The kinds of shop that sell the factory's products. */
export const shopTypes = ["grocery", "cafe", "farm_shop", "online", "other"] as const;
export type ShopType = (typeof shopTypes)[number];

/** The reference an applicant is given and quotes: S- and the application number, six digits at least. */
export function sellerReference(applicationNumber: number): string {
  return `S-${String(applicationNumber).padStart(6, "0")}`;
}

/** The longest rejection reason and applicant message. */
export const MAX_SELLER_MESSAGE = 2000;

/** The longest opening hours a shop can give (a few lines). */
export const MAX_OPENING_HOURS = 300;

/** Sellers grouped by city (spelled as its first seller spells it; cities compared without case), in order. */
export function groupByCity<T extends { city: string }>(sellers: readonly T[]): { city: string; sellers: T[] }[] {
  const groups = new Map<string, { city: string; sellers: T[] }>();
  for (const seller of sellers) {
    const key = seller.city.trim().toLocaleLowerCase("nb");
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { city: seller.city.trim(), sellers: [] }));
    group.sellers.push(seller);
  }
  return [...groups.values()];
}

/** Sellers grouped by county (from the postcode, in `regions`' order; an unknown one last), then by city. */
export function groupByRegion<T extends { city: string; postcode: string }>(
  sellers: readonly T[],
): { region: Region | null; cities: { city: string; sellers: T[] }[] }[] {
  const byRegion = new Map<Region | null, T[]>();
  for (const seller of sellers) {
    const region = regionOfPostcode(seller.postcode);
    byRegion.set(region, [...(byRegion.get(region) ?? []), seller]);
  }
  return [...regions, null].flatMap((region) => {
    const members = byRegion.get(region);
    return members ? [{ region, cities: groupByCity(members) }] : [];
  });
}

/** A pin on the map (WGS 84 degrees). */
export interface SellerPosition {
  latitude: number;
  longitude: number;
}

/** Where the map opens when it has no pin to fit: Norway. */
export const NORWAY_BOUNDS: [[number, number], [number, number]] = [
  [57.8, 4.5],
  [71.2, 31.2],
];

/** The anchor of a seller on the map page: its list item, and its marker's popup with JavaScript. */
export const sellerAnchor = (id: string) => `seller-${id}`;
