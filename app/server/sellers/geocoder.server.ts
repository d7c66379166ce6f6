import { z } from "zod";
import type { SellerPosition } from "~/lib/sellers/sellers";

const answer = z.array(z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }));

/**
 * The first guess of a shop's pin from a Nominatim-compatible search endpoint (GEOCODER_URL): the
 * street address, postcode and city in Norway, the first answer's position. Null when nothing is
 * found; throws when the service cannot be asked or answers nonsense (the caller logs it and goes
 * on without a guess). Bounded by `timeoutMs` so the admin page never waits long.
 */
export async function geocodeAddress(
  searchUrl: string,
  address: { streetAddress: string; postcode: string; city: string },
  options: { timeoutMs?: number; userAgent: string },
): Promise<SellerPosition | null> {
  const url = new URL(searchUrl);
  url.searchParams.set("street", address.streetAddress);
  url.searchParams.set("postalcode", address.postcode);
  url.searchParams.set("city", address.city);
  url.searchParams.set("countrycodes", "no");
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", "1");
  const response = await fetch(url, {
    headers: { Accept: "application/json", "User-Agent": options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const [first] = answer.parse(await response.json());
  return first ? { latitude: first.lat, longitude: first.lon } : null;
}
