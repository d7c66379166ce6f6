import type { ReactNode } from "react";
import { Link } from "react-router";
import { PostcodeCityFill } from "~/components/forms/PostcodeCityFill";
import { Field } from "~/components/ui/FormField";
import { OrderSummary, type SummaryLine } from "~/components/orders/OrderSummary";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import type { VatLine } from "~/lib/vat";

/** A field's message, or null: what each fieldset shows beside (and ties to) a field. */
export type FieldError = (field: string) => string | null;

/** The translated message of each field an action refused. */
export function fieldErrorOf(t: ReturnType<typeof useT>, errors: Partial<Record<string, MessageKey>> | undefined): FieldError {
  return (field) => {
    const key = errors?.[field];
    return key ? t(key) : null;
  };
}

export const radioClass = "size-4 accent-brand-700";

/**
 * The class a checkout form needs so that what belongs to the other choice hides without JavaScript:
 * `.only-delivery` while pickup is chosen, `.only-pickup` while delivery is (radio group `deliveryMethod`).
 */
export const deliveryChoiceClass =
  "[&:has(input[name=deliveryMethod][value=delivery]:checked)_.only-pickup]:hidden [&:has(input[name=deliveryMethod][value=pickup]:checked)_.only-delivery]:hidden";

/** A page-level fieldset ('text-lg' legend) or one inside a card (the quote's acceptance form). */
type LegendSize = "page" | "card";
const legendClass: Record<LegendSize, string> = { page: "text-lg font-semibold text-slate-900", card: "font-semibold text-slate-900" };

/**
 * Name, phone and e-mail. The shop's checkout asks for the e-mail (second, required); a restaurant order
 * needs only a phone, so there the e-mail is optional and comes last. `children` follow (a note field).
 */
export function ContactFieldset({
  prefill,
  email,
  error,
  children,
}: {
  prefill: { name: string; email: string };
  email: "required" | "optional";
  error: FieldError;
  children?: ReactNode;
}) {
  const t = useT();
  const emailField = (
    <Field
      name="email"
      type="email"
      label={t("checkout.email")}
      autoComplete="email"
      defaultValue={prefill.email}
      required={email === "required"}
      error={error("email")}
    />
  );
  return (
    <fieldset className="space-y-4">
      <legend className={legendClass.page}>{t("checkout.contact")}</legend>
      <Field
        name="name"
        label={t("checkout.name")}
        autoComplete="name"
        defaultValue={prefill.name}
        maxLength={200}
        required
        error={error("name")}
      />
      {email === "required" ? emailField : null}
      <Field name="phone" type="tel" label={t("checkout.phone")} autoComplete="tel" maxLength={30} required error={error("phone")} />
      {email === "optional" ? emailField : null}
      {children}
    </fieldset>
  );
}

/** Street address, postcode (4 digits) and city, shown only while delivery is chosen. */
export function AddressFields({
  error,
  postcode,
  className = "only-delivery space-y-4",
}: {
  error: FieldError;
  postcode?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <Field name="addressLine" label={t("checkout.address")} autoComplete="address-line1" maxLength={200} error={error("addressLine")} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field
          name="postcode"
          label={t("checkout.postcode")}
          autoComplete="postal-code"
          maxLength={4}
          defaultValue={postcode}
          error={error("postcode")}
        />
        <Field name="city" label={t("checkout.city")} autoComplete="address-level2" maxLength={100} error={error("city")} />
      </div>
      <PostcodeCityFill />
    </div>
  );
}

/**
 * Pickup or delivery (radio group `deliveryMethod`) and the delivery address. `first` is the choice listed
 * first and checked; `pickupAddress` is said under the pickup choice; `postcode` prefills the address.
 */
export function DeliveryFieldset({
  first,
  size,
  error,
  pickupAddress,
  postcode,
}: {
  first: "pickup" | "delivery";
  size: LegendSize;
  error: FieldError;
  pickupAddress?: string | null;
  postcode?: string;
}) {
  const t = useT();
  const pickup = (
    <>
      <label className="flex items-center gap-2">
        <input type="radio" name="deliveryMethod" value="pickup" defaultChecked={first === "pickup"} className={radioClass} />
        <span>{t("checkout.method.pickup")}</span>
      </label>
      {pickupAddress ? <p className="ms-6 text-sm text-slate-600">{t("checkout.pickupAddress", { address: pickupAddress })}</p> : null}
    </>
  );
  const delivery = (
    <label className="flex items-center gap-2">
      <input type="radio" name="deliveryMethod" value="delivery" defaultChecked={first === "delivery"} className={radioClass} />
      <span>{t("checkout.method.delivery")}</span>
    </label>
  );
  const choices =
    first === "pickup" ? (
      <>
        {pickup}
        {delivery}
      </>
    ) : (
      <>
        {delivery}
        {pickup}
      </>
    );
  return (
    <fieldset className={size === "page" ? "space-y-4" : "space-y-3"}>
      <legend className={legendClass[size]}>{t("checkout.delivery")}</legend>
      {size === "page" ? <div className="space-y-2">{choices}</div> : choices}
      <AddressFields error={error} postcode={postcode} />
    </fieldset>
  );
}

/** The payment methods on offer (the first checked); 'pay on pickup' shows only while pickup is chosen. */
export function PaymentFieldset({
  methods,
  size,
  error,
}: {
  methods: readonly { id: string; label: string | null }[];
  size: LegendSize;
  error: FieldError;
}) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className={legendClass[size]}>{t("checkout.payment")}</legend>
      {methods.map((method, index) => (
        <label key={method.id} className={`flex items-center gap-2 ${method.id === "pay_on_pickup" ? "only-pickup" : ""}`}>
          <input type="radio" name="paymentMethod" value={method.id} defaultChecked={index === 0} className={radioClass} />
          <span>{method.label ?? t(`checkout.payment.${method.id}` as MessageKey)}</span>
        </label>
      ))}
      {error("paymentMethod") ? <p className="text-sm text-red-700">{error("paymentMethod")}</p> : null}
    </fieldset>
  );
}

/** 'I accept the terms' with its message tied to it; `termsPath` adds the link to read them. */
export function TermsCheckbox({ error, termsPath }: { error: FieldError; termsPath?: string }) {
  const t = useT();
  const message = error("terms");
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="terms"
          required
          className="mt-0.5 size-4 accent-brand-700"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "terms-error" : undefined}
        />
        <span>{t("checkout.acceptTerms")}</span>
      </label>
      {termsPath ? (
        <Link to={termsPath} target="_blank" className="ms-6 text-sm font-medium text-brand-700 hover:underline">
          {t("checkout.readTerms")}
        </Link>
      ) : null}
      {message ? (
        <p id="terms-error" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A checkout's side panel: the order summary, `children` (the terms), 'Place order' and the link back
 * (`back`: to the cart, to the menu).
 */
export function CheckoutSummary({
  lines,
  totals,
  back,
  children,
}: {
  lines: SummaryLine[];
  totals: { subtotalOre: number; vat: VatLine[]; totalOre: number };
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <aside aria-labelledby="summary-heading" className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t("checkout.summary")}
      </h2>
      <OrderSummary lines={lines} subtotalOre={totals.subtotalOre} vat={totals.vat} totalOre={totals.totalOre} />
      {children}
      <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
        {t("checkout.placeOrder")}
      </button>
      <Link to={back.to} className="block text-center text-sm font-medium text-brand-700 hover:underline">
        {back.label}
      </Link>
    </aside>
  );
}
