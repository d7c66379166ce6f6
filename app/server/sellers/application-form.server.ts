import { z } from "zod";
import type { SellerMessageKey } from "~/lib/sellers/messages";
import { MAX_SELLER_MESSAGE, type ShopType, shopTypes } from "~/lib/sellers/sellers";
import { emailField, idempotencyKeyOf, orgNumberField, parseFormFields, phoneField, postcodeField, requiredText } from "../forms/contact-fields.server";

export type SellerApplicationField = "company" | "orgNumber" | "contactName" | "email" | "phone" | "streetAddress" | "postcode" | "city" | "shopType" | "message";

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
  message: string;
}

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
  message: "seller.error.message",
};

export type SellerApplicationFormResult =
  | { ok: true; details: SellerApplicationDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<SellerApplicationField, SellerMessageKey>>; formError: SellerMessageKey };

/**
 * Reads and checks the seller registration form: company, organisation number (mod 11), contact
 * person, e-mail, phone, street address, a 4-digit postcode, city, shop type, an optional message,
 * and the form's idempotency key.
 */
export function parseSellerApplicationForm(form: FormData): SellerApplicationFormResult {
  const key = idempotencyKeyOf(form);
  if (!key) return { ok: false, errors: {}, formError: "seller.error.expired" };
  const parsed = parseFormFields(form, fieldSchemas, errorOf);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, formError: "seller.error.fix" };
  return { ok: true, idempotencyKey: key, details: parsed.values as unknown as SellerApplicationDetails };
}
