import { describe, expect, it } from "vitest";
import { configurePaymentProviders, paymentProviders } from "../orders/payment-providers.server";
import { parseStripeEnvironment } from "./stripe.server";

describe("Stripe configuration", () => {
  it("stops the start with one line naming each missing or wrong STRIPE_* variable, never its value", () => {
    expect(() => configurePaymentProviders(["stripe"], {})).toThrow(
      /^Invalid configuration for the payment provider stripe: STRIPE_SECRET_KEY is required; STRIPE_WEBHOOK_SECRET is required$/,
    );
    expect(() =>
      parseStripeEnvironment({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_URL: "nope" }),
    ).toThrow(
      /^STRIPE_SECRET_KEY must be a secret or restricted key \(sk_test_…, sk_live_…\); STRIPE_API_URL must be a URL like https:\/\/api.stripe.com$/,
    );
    configurePaymentProviders(["stripe"], { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    try {
      expect(paymentProviders().map((provider) => [provider.id, provider.label])).toEqual([["stripe", "Card"]]);
    } finally {
      configurePaymentProviders([]);
    }
  });
});
