import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import {
  type AddressField,
  addressFields,
  addressOf,
  type ContactField,
  checkoutFormReader,
  contactRules,
  type FieldRule,
} from "~/server/forms/checkout-fields.server";
import type { CheckoutDetails } from "./commands.server";
import { type PaymentProvider, paymentMethodsFor, paymentProviders } from "./payment-providers.server";

export type CheckoutField = ContactField | AddressField | "paymentMethod" | "terms";

const rules: Record<CheckoutField, FieldRule> = {
  ...contactRules({ email: "required" }),
  paymentMethod: { schema: z.string(), error: "checkout.error.payment" },
  terms: { schema: z.literal("on"), error: "checkout.error.terms" },
};

export type CheckoutFormResult =
  | { ok: true; details: CheckoutDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<CheckoutField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the checkout form: contact, delivery (Norwegian 4-digit postcode) or pickup, payment method (built in, or a configured provider's), terms, idempotency key. */
export function parseCheckoutForm(
  form: FormData,
  configured: readonly Pick<PaymentProvider, "id">[] = paymentProviders(),
): CheckoutFormResult {
  const reader = checkoutFormReader(form, rules);
  const key = reader.idempotencyKey();
  if (!key) return { ok: false, errors: {}, formError: "checkout.error.keyUsed" };
  const method = reader.raw("deliveryMethod") === "delivery" ? "delivery" : reader.raw("deliveryMethod") === "pickup" ? "pickup" : null;
  const { values, errors } = reader.check([
    "name",
    "email",
    "phone",
    "paymentMethod",
    "terms",
    ...(method === "delivery" ? addressFields : []),
  ]);
  if (values.paymentMethod !== undefined && !paymentMethodsFor(null, configured).includes(values.paymentMethod)) {
    // Card or Vipps without a configured provider (or any other made-up method): refused, never taken as invoice.
    errors.paymentMethod = "checkout.error.paymentNotOffered";
  } else if (!method || (values.paymentMethod !== undefined && !paymentMethodsFor(method, configured).includes(values.paymentMethod)))
    errors.paymentMethod = rules.paymentMethod.error;
  if (Object.keys(errors).length > 0 || !method) return { ok: false, errors };
  return {
    ok: true,
    idempotencyKey: key,
    details: {
      contact: { name: values.name!, email: values.email!, phone: values.phone! },
      delivery: method === "delivery" ? { method, ...addressOf(values) } : { method },
      paymentMethod: values.paymentMethod!,
    },
  };
}
