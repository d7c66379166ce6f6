import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import { isCalendarDate, osloToday } from "~/lib/quotes";
import { emailField, optionalOrgNumberField, parseFormFields, phoneField, postcodeField, requiredText } from "../forms/contact-fields.server";

export type QuoteRequestField = "name" | "company" | "email" | "phone" | "orgNumber" | "postcode" | "deliveryDate" | "message";

export interface QuoteRequestDetails {
  name: string;
  company: string;
  email: string;
  phone: string;
  orgNumber: string | null;
  postcode: string;
  deliveryDate: string;
  message: string;
}

// Only these fields are read; anything else posted (a price, a status) is not part of the schema.
const fieldSchemas: Record<QuoteRequestField, z.ZodType> = {
  name: requiredText(200),
  company: requiredText(200),
  email: emailField,
  phone: phoneField,
  // Optional here; written with or without spaces ("923 609 016").
  orgNumber: optionalOrgNumberField,
  postcode: postcodeField,
  deliveryDate: z
    .string()
    .trim()
    .refine(isCalendarDate)
    .refine((value) => value >= osloToday()),
  message: z.string().trim().max(4000),
};

const errorOf: Record<QuoteRequestField, MessageKey> = {
  name: "quote.error.name",
  company: "quote.error.company",
  email: "checkout.error.email",
  phone: "checkout.error.phone",
  orgNumber: "quote.error.orgNumber",
  postcode: "checkout.error.postcode",
  deliveryDate: "quote.error.deliveryDate",
  message: "quote.error.message",
};

export type QuoteRequestFormResult =
  | { ok: true; details: QuoteRequestDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<QuoteRequestField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the quote request form: contact, company, optional organisation number (mod 11), postcode, a delivery date from today on, message, idempotency key. */
export function parseQuoteRequestForm(form: FormData): QuoteRequestFormResult {
  const key = z.uuid().safeParse(form.get("idempotencyKey"));
  if (!key.success) return { ok: false, errors: {}, formError: "quote.error.keyUsed" };
  const parsed = parseFormFields(form, fieldSchemas, errorOf);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return { ok: true, idempotencyKey: key.data, details: parsed.values as unknown as QuoteRequestDetails };
}
