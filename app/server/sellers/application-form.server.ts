import { z } from "zod";
import type { SellerMessageKey } from "~/lib/sellers/messages";
import { MAX_OPENING_HOURS, MAX_SELLER_MESSAGE, type ShopType, shopTypes } from "~/lib/sellers/sellers";
import {
  emailField,
  idempotencyKeyOf,
  orgNumberField,
  parseFormFields,
  phoneField,
  postcodeField,
  requiredText,
} from "../forms/contact-fields.server";

export type SellerApplicationField =
  | "company"
  | "orgNumber"
  | "contactName"
  | "email"
  | "phone"
  | "streetAddress"
  | "postcode"
  | "city"
  | "shopType"
  | "website"
  | "openingHours"
  | "message";

export interface SellerApplicationDetails {
  company: string;
  orgNumber: string;
  contactName: string;
  email: string;
  phone: string;
  streetAddress: string;
  postcode: string;
  city: string;
  shopType: ShopType;
  /** Shown with the shop on /resellers and the map: an http(s) address, and opening hours as written. */
  website: string | null;
  openingHours: string | null;
  message: string;
}

/** A shop's web address: empty, or an http(s) URL (written without the scheme, https:// is assumed). */
const websiteField = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  })
  .transform((value) => value || null);

// Only these fields are read; a posted status, decision or factory is not part of the schema.
const fieldSchemas: Record<SellerApplicationField, z.ZodType> = {
  company: requiredText(200),
  orgNumber: orgNumberField,
  contactName: requiredText(200),
  email: emailField,
  phone: phoneField,
  streetAddress: requiredText(200),
  postcode: postcodeField,
  city: requiredText(100),
  shopType: z.enum(shopTypes),
  website: websiteField,
  openingHours: z
    .string()
    .trim()
    .max(MAX_OPENING_HOURS)
    .transform((value) => value || null),
  message: z.string().trim().max(MAX_SELLER_MESSAGE),
};

const errorOf: Record<SellerApplicationField, SellerMessageKey> = {
  company: "seller.error.company",
  orgNumber: "seller.error.orgNumber",
  contactName: "seller.error.contactName",
  email: "seller.error.email",
  phone: "seller.error.phone",
  streetAddress: "seller.error.street",
  postcode: "seller.error.postcode",
  city: "seller.error.city",
  shopType: "seller.error.shopType",
  website: "seller.error.website",
  openingHours: "seller.error.openingHours",
  message: "seller.error.message",
};

export type SellerApplicationFormResult =
  | { ok: true; details: SellerApplicationDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<SellerApplicationField, SellerMessageKey>>; formError: SellerMessageKey };

/**
 * Reads and checks the seller registration form: company, organisation number (mod 11), contact
 * person, e-mail, phone, street address, a postcode that exists, city, shop type, an optional
 * website, opening hours and message,
 * and the form's idempotency key.
 */
export function parseSellerApplicationForm(form: FormData): SellerApplicationFormResult {
  const key = idempotencyKeyOf(form);
  if (!key) return { ok: false, errors: {}, formError: "seller.error.expired" };
  const parsed = parseFormFields(form, fieldSchemas, errorOf);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, formError: "seller.error.fix" };
  return { ok: true, idempotencyKey: key, details: parsed.values as unknown as SellerApplicationDetails };
}
