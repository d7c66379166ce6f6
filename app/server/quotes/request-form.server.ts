import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import { isCalendarDate, isValidOrgNumber, osloToday } from "~/lib/quotes";

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

const text = (max: number) => z.string().trim().min(1).max(max);

// Only these fields are read; anything else posted (a price, a status) is not part of the schema.
const fieldSchemas: Record<QuoteRequestField, z.ZodType> = {
  name: text(200),
  company: text(200),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .pipe(z.string().regex(/^\+?[0-9]{8,15}$/)),
  // Optional; written with or without spaces ("923 609 016").
  orgNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.union([z.literal("").transform(() => null), z.string().refine(isValidOrgNumber)])),
  postcode: z.string().trim().regex(/^[0-9]{4}$/),
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
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const key = z.uuid().safeParse(raw("idempotencyKey"));
  if (!key.success) return { ok: false, errors: {}, formError: "quote.error.keyUsed" };
  const errors: Partial<Record<QuoteRequestField, MessageKey>> = {};
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(fieldSchemas) as QuoteRequestField[]) {
    const parsed = fieldSchemas[field].safeParse(raw(field));
    if (parsed.success) values[field] = parsed.data;
    else errors[field] = errorOf[field];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, idempotencyKey: key.data, details: values as unknown as QuoteRequestDetails };
}
