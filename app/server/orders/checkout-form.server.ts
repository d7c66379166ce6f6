import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import type { CheckoutDetails } from "./commands.server";
import { type PaymentProvider, paymentMethodsFor, paymentProviders } from "./payment-providers.server";

export type CheckoutField = "name" | "email" | "phone" | "addressLine" | "postcode" | "city" | "paymentMethod" | "terms";

const text = (max: number) => z.string().trim().min(1).max(max);

// Only these fields are read: a posted price, total or product id is not part of the schema and is dropped.
const fieldSchemas: Record<CheckoutField, z.ZodType> = {
  name: text(200),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .pipe(z.string().regex(/^\+?[0-9]{8,15}$/)),
  addressLine: text(200),
  postcode: z.string().trim().regex(/^[0-9]{4}$/),
  city: text(100),
  paymentMethod: z.string(),
  terms: z.literal("on"),
};

const errorOf: Record<CheckoutField, MessageKey> = {
  name: "checkout.error.name",
  email: "checkout.error.email",
  phone: "checkout.error.phone",
  addressLine: "checkout.error.address",
  postcode: "checkout.error.postcode",
  city: "checkout.error.city",
  paymentMethod: "checkout.error.payment",
  terms: "checkout.error.terms",
};

export type CheckoutFormResult =
  | { ok: true; details: CheckoutDetails; idempotencyKey: string }
  | { ok: false; errors: Partial<Record<CheckoutField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the checkout form: contact, delivery (Norwegian 4-digit postcode) or pickup, payment method (built in, or a configured provider's), terms, idempotency key. */
export function parseCheckoutForm(form: FormData, configured: readonly Pick<PaymentProvider, "id">[] = paymentProviders()): CheckoutFormResult {
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const key = z.uuid().safeParse(raw("idempotencyKey"));
  if (!key.success) return { ok: false, errors: {}, formError: "checkout.error.keyUsed" };
  const method = raw("deliveryMethod") === "delivery" ? "delivery" : raw("deliveryMethod") === "pickup" ? "pickup" : null;
  const fields: CheckoutField[] = ["name", "email", "phone", "paymentMethod", "terms", ...(method === "delivery" ? (["addressLine", "postcode", "city"] as const) : [])];
  const errors: Partial<Record<CheckoutField, MessageKey>> = {};
  const values: Partial<Record<CheckoutField, string>> = {};
  for (const field of fields) {
    const parsed = fieldSchemas[field].safeParse(raw(field));
    if (parsed.success) values[field] = parsed.data as string;
    else errors[field] = errorOf[field];
  }
  if (values.paymentMethod !== undefined && !paymentMethodsFor(null, configured).includes(values.paymentMethod)) {
    // Card or Vipps without a configured provider (or any other made-up method): refused, never taken as invoice.
    errors.paymentMethod = "checkout.error.paymentNotOffered";
  } else if (!method || (values.paymentMethod !== undefined && !paymentMethodsFor(method, configured).includes(values.paymentMethod))) errors.paymentMethod = errorOf.paymentMethod;
  if (Object.keys(errors).length > 0 || !method) return { ok: false, errors };
  return {
    ok: true,
    idempotencyKey: key.data,
    details: {
      contact: { name: values.name!, email: values.email!, phone: values.phone! },
      delivery: method === "delivery" ? { method, addressLine: values.addressLine!, postcode: values.postcode!, city: values.city! } : { method },
      paymentMethod: values.paymentMethod!,
    },
  };
}
