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

/** A link that opens the address in OpenStreetMap's search (no map is embedded: tiles are a third party). */
export function openStreetMapLink(seller: { streetAddress: string; postcode: string; city: string }): string {
  const query = `${seller.streetAddress}, ${seller.postcode} ${seller.city}, Norway`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

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
