import { z } from "zod";
import { isValidOrgNumber } from "~/lib/quotes";
import { postcodePlace } from "./postcodes.server";

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A phone number of 8 to 15 digits with an optional +, written with or without spaces, dots, dashes or brackets. */
export const phoneField = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+?[0-9]{8,15}$/));

const withoutSpaces = (value: string) => value.replace(/\s/g, "");

/** A Norwegian organisation number (mod 11), written with or without spaces ("923 609 016"). */
export const orgNumberField = z.string().transform(withoutSpaces).pipe(z.string().refine(isValidOrgNumber));

/** The same, or nothing (an empty field gives null). */
export const optionalOrgNumberField = z
  .string()
  .transform(withoutSpaces)
  .pipe(z.union([z.literal("").transform(() => null), z.string().refine(isValidOrgNumber)]));

/** A Norwegian postcode: 4 digits that Posten's register knows (postcodes.server.ts). */
export const postcodeField = z
  .string()
  .trim()
  .regex(/^[0-9]{4}$/)
  .refine((code) => postcodePlace(code) !== null);

/**
 * A quantity typed or sent by a cart or quote-basket form: a whole number (zero or less removes the
 * line). Bounded so that no arithmetic on it can overflow; the cart and basket cap it further.
 */
export const quantityField = z.coerce.number().int().min(-1_000_000).max(1_000_000);

/** The form's idempotency key (a UUID the page put in the form), or null when it is missing or malformed. */
export function idempotencyKeyOf(form: FormData): string | null {
  const key = z.uuid().safeParse(form.get("idempotencyKey"));
  return key.success ? key.data : null;
}

/**
 * Reads the named fields of a posted form through their schemas (only these fields: anything else
 * posted is ignored). A missing field is read as "". Gives the parsed values, and the error key of
 * every field that failed.
 */
export function parseFormFields<F extends string, K>(
  form: FormData,
  schemas: Record<F, z.ZodType>,
  errorOf: Record<F, K>,
): { ok: true; values: Record<F, unknown> } | { ok: false; errors: Partial<Record<F, K>>; values: Partial<Record<F, unknown>> } {
  const errors: Partial<Record<F, K>> = {};
  const values = {} as Record<F, unknown>;
  for (const field of Object.keys(schemas) as F[]) {
    const raw = form.get(field);
    const parsed = schemas[field].safeParse(typeof raw === "string" ? raw : "");
    if (parsed.success) values[field] = parsed.data;
    else errors[field] = errorOf[field];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, values };
}
