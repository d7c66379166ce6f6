import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import { isCalendarDate, osloToday } from "~/lib/quotes";
import { checkoutFormReader, contactRules, type FieldRule, requiredText } from "~/server/forms/checkout-fields.server";
import { optionalOrgNumberField } from "~/server/forms/contact-fields.server";

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

const contact = contactRules({ email: "required" });

// Only these fields are read; anything else posted (a price, a status) is not part of the schema.
const rules: Record<QuoteRequestField, FieldRule> = {
  name: { schema: requiredText(200), error: "quote.error.name" },
  company: { schema: requiredText(200), error: "quote.error.company" },
  email: contact.email,
  phone: contact.phone,
  // Optional; written with or without spaces ("923 609 016").
  orgNumber: { schema: optionalOrgNumberField, error: "quote.error.orgNumber" },
  postcode: contact.postcode,
  deliveryDate: {
    schema: z
      .string()
      .trim()
      .refine(isCalendarDate)
      .refine((value) => value >= osloToday()),
    error: "quote.error.deliveryDate",
  },
  message: { schema: z.string().trim().max(4000), error: "quote.error.message" },
};

export type QuoteRequestFormResult =
  | { ok: true; details: QuoteRequestDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<QuoteRequestField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the quote request form: contact, company, optional organisation number (mod 11), postcode, a delivery date from today on, message, idempotency key. */
export function parseQuoteRequestForm(form: FormData): QuoteRequestFormResult {
  const reader = checkoutFormReader(form, rules);
  const key = reader.idempotencyKey();
  if (!key) return { ok: false, errors: {}, formError: "quote.error.keyUsed" };
  const { values, errors } = reader.check(Object.keys(rules) as QuoteRequestField[]);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, idempotencyKey: key, details: values as unknown as QuoteRequestDetails };
}
