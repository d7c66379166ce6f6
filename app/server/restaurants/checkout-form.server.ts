import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import type { Fulfilment } from "~/lib/restaurant-orders";
import type { RestaurantPaymentMethod } from "./orders.server";

export type RestaurantCheckoutField = "name" | "email" | "phone" | "addressLine" | "postcode" | "city" | "slot" | "notes";

const text = (max: number) => z.string().trim().min(1).max(max);

// Only these fields are read: a posted price, total or product id is not part of the schema and is dropped.
const fieldSchemas: Record<RestaurantCheckoutField, z.ZodType> = {
  name: text(200),
  email: z.union([z.literal(""), z.string().trim().toLowerCase().pipe(z.email().max(254))]),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .pipe(z.string().regex(/^\+?[0-9]{8,15}$/)),
  addressLine: text(200),
  postcode: z.string().trim().regex(/^[0-9]{4}$/),
  city: text(100),
  slot: z.iso.datetime(),
  notes: z.string().trim().max(500),
};

const errorOf: Record<RestaurantCheckoutField, MessageKey> = {
  name: "checkout.error.name",
  email: "checkout.error.email",
  phone: "checkout.error.phone",
  addressLine: "checkout.error.address",
  postcode: "checkout.error.postcode",
  city: "checkout.error.city",
  slot: "rcheckout.error.slot",
  notes: "rcheckout.error.notes",
};

export interface RestaurantCheckoutDetails {
  idempotencyKey: string;
  fulfilment: Fulfilment;
  requestedAt: Date | null;
  contact: { name: string; phone: string; email: string | null };
  address: { addressLine: string; postcode: string; city: string } | null;
  paymentMethod: RestaurantPaymentMethod;
  notes: string | null;
}

export type RestaurantCheckoutFormResult =
  | { ok: true; details: RestaurantCheckoutDetails }
  | { ok: false; errors: Partial<Record<RestaurantCheckoutField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the restaurant checkout form: pickup or delivery, ASAP or a time, contact, notes, idempotency key. */
export function parseRestaurantCheckoutForm(form: FormData): RestaurantCheckoutFormResult {
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const key = z.uuid().safeParse(raw("idempotencyKey"));
  if (!key.success) return { ok: false, errors: {}, formError: "checkout.error.keyUsed" };
  const fulfilment = z.enum(["pickup", "delivery"]).safeParse(raw("fulfilment"));
  if (!fulfilment.success) return { ok: false, errors: {}, formError: "rcheckout.error.fulfilment" };
  const asap = raw("when") !== "later";
  const fields: RestaurantCheckoutField[] = ["name", "email", "phone", "notes", ...(asap ? [] : (["slot"] as const)), ...(fulfilment.data === "delivery" ? (["addressLine", "postcode", "city"] as const) : [])];
  const errors: Partial<Record<RestaurantCheckoutField, MessageKey>> = {};
  const values: Partial<Record<RestaurantCheckoutField, string>> = {};
  for (const field of fields) {
    const parsed = fieldSchemas[field].safeParse(raw(field));
    if (parsed.success) values[field] = parsed.data as string;
    else errors[field] = errorOf[field];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    details: {
      idempotencyKey: key.data,
      fulfilment: fulfilment.data,
      requestedAt: asap ? null : new Date(values.slot!),
      contact: { name: values.name!, phone: values.phone!, email: values.email || null },
      address: fulfilment.data === "delivery" ? { addressLine: values.addressLine!, postcode: values.postcode!, city: values.city! } : null,
      paymentMethod: fulfilment.data === "pickup" ? "pay_at_pickup" : "pay_on_delivery",
      notes: values.notes || null,
    },
  };
}
