import { postcodePlace } from "~/server/forms/postcodes.server";
import type { Route } from "./+types/api.postcodes.$code";

/**
 * GET /api/postcodes/2670 → { postcode, place } from the bundled postcode register (the address
 * forms fill the city from it); 404 for a postcode that does not exist, 400 for anything but 4 digits.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^[0-9]{4}$/.test(params.code)) return Response.json({ error: "postcode must be 4 digits" }, { status: 400 });
  const place = postcodePlace(params.code);
  const headers = { "Cache-Control": "public, max-age=86400" };
  if (!place) return Response.json({ error: "unknown postcode" }, { status: 404, headers });
  return Response.json({ postcode: params.code, place }, { headers });
}
