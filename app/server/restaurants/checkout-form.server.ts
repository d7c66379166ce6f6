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
import type { PlaceRestaurantOrderInput } from "./orders.server";

export type RestaurantCheckoutField = ContactField | AddressField | "slot" | "notes";

const rules: Record<RestaurantCheckoutField, FieldRule> = {
  ...contactRules({ email: "optional" }),
  slot: { schema: z.iso.datetime(), error: "rcheckout.error.slot" },
  notes: { schema: z.string().trim().max(500), error: "rcheckout.error.notes" },
};

/** What the form gives of a restaurant order: everything but who orders where, which the route adds. */
export type RestaurantCheckoutDetails = Pick<
  PlaceRestaurantOrderInput,
  "idempotencyKey" | "fulfilment" | "requestedAt" | "contact" | "address" | "paymentMethod" | "notes"
>;

export type RestaurantCheckoutFormResult =
  | { ok: true; details: RestaurantCheckoutDetails }
  | { ok: false; errors: Partial<Record<RestaurantCheckoutField, MessageKey>>; formError?: MessageKey };

/** Reads and checks the restaurant checkout form: pickup or delivery, ASAP or a time, contact, notes, idempotency key. */
export function parseRestaurantCheckoutForm(form: FormData): RestaurantCheckoutFormResult {
  const reader = checkoutFormReader(form, rules);
  const key = reader.idempotencyKey();
  if (!key) return { ok: false, errors: {}, formError: "checkout.error.keyUsed" };
  const fulfilment = z.enum(["pickup", "delivery"]).safeParse(reader.raw("fulfilment"));
  if (!fulfilment.success) return { ok: false, errors: {}, formError: "rcheckout.error.fulfilment" };
  const asap = reader.raw("when") !== "later";
  const { values, errors } = reader.check([
    "name",
    "email",
    "phone",
    "notes",
    ...(asap ? [] : (["slot"] as const)),
    ...(fulfilment.data === "delivery" ? addressFields : []),
  ]);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    details: {
      idempotencyKey: key,
      fulfilment: fulfilment.data,
      requestedAt: asap ? null : new Date(values.slot!),
      contact: { name: values.name!, phone: values.phone!, email: values.email || null },
      address: fulfilment.data === "delivery" ? addressOf(values) : null,
      paymentMethod: fulfilment.data === "pickup" ? "pay_at_pickup" : "pay_on_delivery",
      notes: values.notes || null,
    },
  };
}
