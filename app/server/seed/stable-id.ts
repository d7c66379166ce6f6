import { createHash } from "node:crypto";

/**
 * A UUID derived from a name (RFC 4122 version 5 layout over SHA-1), so that seeding twice writes
 * the same ids and `on conflict do nothing` makes the second run a no-op.
 */
export function stableId(kind: string, key: string): string {
  const hash = createHash("sha1").update(`factory-storefront:${kind}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
