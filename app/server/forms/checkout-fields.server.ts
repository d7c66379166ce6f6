import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import { emailField, idempotencyKeyOf, parseFormFields, phoneField, postcodeField, requiredText } from "./contact-fields.server";

/** One form field's check and the message shown beside it when the check fails. */
export interface FieldRule {
  schema: z.ZodType;
  error: MessageKey;
}

export type ContactField = "name" | "email" | "phone";
export type AddressField = "addressLine" | "postcode" | "city";

/** The delivery address's fields, read only when the buyer chose delivery. */
export const addressFields = ["addressLine", "postcode", "city"] as const satisfies readonly AddressField[];

/** The checked address out of checked values (call only when none of the address fields failed). */
export function addressOf(values: Partial<Record<AddressField, string>>): Record<AddressField, string> {
  return { addressLine: values.addressLine!, postcode: values.postcode!, city: values.city! };
}

export { requiredText };

/**
 * The contact and delivery-address fields every checkout asks for (the shop's, a quote's acceptance, a
 * restaurant's; the quote request's contact and postcode): name, e-mail, phone (spaces, brackets, dots and dashes dropped), a Norwegian 4-digit
 * postcode. `email: "optional"` also takes an empty e-mail (a restaurant order needs only a phone).
 */
export function contactRules(options: { email: "required" | "optional" }): Record<ContactField | AddressField, FieldRule> {
  return {
    name: { schema: requiredText(200), error: "checkout.error.name" },
    email: { schema: options.email === "optional" ? z.union([z.literal(""), emailField]) : emailField, error: "checkout.error.email" },
    phone: { schema: phoneField, error: "checkout.error.phone" },
    addressLine: { schema: requiredText(200), error: "checkout.error.address" },
    postcode: { schema: postcodeField, error: "checkout.error.postcode" },
    city: { schema: requiredText(100), error: "checkout.error.city" },
  };
}

/**
 * Reads a checkout form by its rules. Only the fields named in `rules` are ever read: a posted price,
 * total or product id is not part of any rule and is dropped.
 */
export function checkoutFormReader<F extends string>(form: FormData, rules: Record<F, FieldRule>) {
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    raw,
    /** The form's idempotency key (a UUID), or null when it is missing or malformed. */
    idempotencyKey: () => idempotencyKeyOf(form),
    /** Checks `fields`: the parsed values of those that pass, the message of each that does not. */
    check(fields: readonly F[]) {
      const schemas = Object.fromEntries(fields.map((field) => [field, rules[field].schema])) as Record<F, z.ZodType>;
      const messages = Object.fromEntries(fields.map((field) => [field, rules[field].error])) as Record<F, MessageKey>;
      const parsed = parseFormFields(form, schemas, messages);
      const errors: Partial<Record<F, MessageKey>> = parsed.ok ? {} : parsed.errors;
      return { values: parsed.values as Partial<Record<F, string>>, errors };
    },
  };
}
