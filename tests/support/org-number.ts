import { isValidOrgNumber } from "../../app/lib/quotes";

/** A random Norwegian organisation number that passes the mod-11 check (test data). */
export function randomOrgNumber(): string {
  for (;;) {
    const candidate = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
    if (isValidOrgNumber(candidate)) return candidate;
  }
}
