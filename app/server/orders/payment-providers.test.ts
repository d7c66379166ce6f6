import { describe, expect, it } from "vitest";
import { parseEnvironment } from "../env.server";
import {
  configurePaymentProviders,
  PAYMENT_PROVIDER_ADAPTERS,
  PaymentConfigurationError,
  type PaymentProvider,
  paymentMethodsFor,
  paymentProviders,
  unknownPaymentProviders,
} from "./payment-providers.server";

// A provider made inside this test only (the build's adapters check real variables).
const testAdapters = {
  vipps: (env: NodeJS.ProcessEnv): PaymentProvider => {
    if (!env.VIPPS_CLIENT_ID) throw new Error("VIPPS_CLIENT_ID is missing");
    const never = () => Promise.reject(new Error("not in this test"));
    return {
      id: "vipps",
      label: "Vipps",
      startPayment: never,
      getPayment: never,
      capture: never,
      refund: never,
      cancel: never,
      readWebhook: () => [],
    };
  },
};

describe("payment providers", () => {
  it("without PAYMENT_PROVIDERS, checkout offers invoice and pay on pickup only", () => {
    expect(Object.keys(PAYMENT_PROVIDER_ADAPTERS)).toEqual(["vipps", "stripe"]);
    expect(parseEnvironment({}).PAYMENT_PROVIDERS).toEqual([]);
    configurePaymentProviders([]);
    expect(paymentProviders()).toEqual([]);
    expect(paymentMethodsFor(null)).toEqual(["invoice", "pay_on_pickup"]);
    expect(paymentMethodsFor("delivery")).toEqual(["invoice"]);
  });

  it("refuses at boot a PAYMENT_PROVIDERS naming a provider the build does not include, in one line", () => {
    expect(() => parseEnvironment({ PAYMENT_PROVIDERS: "vipps, card" })).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDERS names a payment provider this build does not include: card \(available: vipps, stripe\) \(got "vipps, card"\)$/,
    );
    expect(() => configurePaymentProviders(["card"])).toThrow(PaymentConfigurationError);
  });

  it("makes the named providers through their adapters, which check their own variables", () => {
    expect(unknownPaymentProviders(["vipps"], testAdapters)).toBeNull();
    expect(unknownPaymentProviders(["vipps", "card"], testAdapters)).toBe(
      "names a payment provider this build does not include: card (available: vipps)",
    );
    expect(() => configurePaymentProviders(["vipps"], {}, testAdapters)).toThrow(
      /^Invalid configuration for the payment provider vipps: VIPPS_CLIENT_ID is missing$/,
    );
    configurePaymentProviders(["vipps"], { VIPPS_CLIENT_ID: "shop-1" }, testAdapters);
    try {
      expect(paymentProviders().map((provider) => provider.id)).toEqual(["vipps"]);
      expect(paymentMethodsFor("pickup")).toEqual(["invoice", "pay_on_pickup", "vipps"]);
    } finally {
      configurePaymentProviders([]);
    }
  });
});
