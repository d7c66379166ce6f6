import { describe, expect, it } from "vitest";
import { parseEnvironment } from "../env.server";
import { configurePaymentProviders, paymentProviders, WebhookSignatureError } from "../orders/payment-providers.server";
import { parseVippsEnvironment, VippsProvider, vippsWebhookSignature } from "./vipps.server";

const env = {
  VIPPS_CLIENT_ID: "id",
  VIPPS_CLIENT_SECRET: "secret",
  VIPPS_SUBSCRIPTION_KEY: "key",
  VIPPS_MERCHANT_SERIAL_NUMBER: "123456",
  VIPPS_WEBHOOK_SECRET: "hook-secret",
};

describe("Vipps configuration", () => {
  it("stops the start with one line naming each missing or wrong VIPPS_* variable, never a secret's value", () => {
    expect(() => configurePaymentProviders(["vipps"], {})).toThrow(
      /^Invalid configuration for the payment provider vipps: VIPPS_CLIENT_ID is required; VIPPS_CLIENT_SECRET is required; VIPPS_SUBSCRIPTION_KEY is required; VIPPS_MERCHANT_SERIAL_NUMBER is required; VIPPS_WEBHOOK_SECRET is required$/,
    );
    expect(() => parseVippsEnvironment({ ...env, VIPPS_MERCHANT_SERIAL_NUMBER: "abc", VIPPS_API_URL: "apitest.vipps.no" })).toThrow(
      /VIPPS_MERCHANT_SERIAL_NUMBER must be .*; VIPPS_API_URL must be a URL/,
    );
    expect(parseVippsEnvironment(env).VIPPS_API_URL).toBe("https://apitest.vipps.no");
    configurePaymentProviders(["vipps"], env);
    try {
      expect(paymentProviders().map((provider) => provider.label)).toEqual(["Vipps"]);
    } finally {
      configurePaymentProviders([]);
    }
  });

  it("takes PAYMENT_HOLD_MINUTES between 5 and 1440, default 30", () => {
    expect(parseEnvironment({}).PAYMENT_HOLD_MINUTES).toBe(30);
    expect(parseEnvironment({ PAYMENT_HOLD_MINUTES: "15" }).PAYMENT_HOLD_MINUTES).toBe(15);
    expect(() => parseEnvironment({ PAYMENT_HOLD_MINUTES: "0" })).toThrow(
      /PAYMENT_HOLD_MINUTES must be a whole number of minutes between 5 and 1440/,
    );
  });
});

describe("Vipps webhooks", () => {
  const provider = new VippsProvider(parseVippsEnvironment(env));
  const body = Buffer.from(
    JSON.stringify({
      msn: "123456",
      reference: "ref-12345678",
      pspReference: "777",
      name: "AUTHORIZED",
      amount: { currency: "NOK", value: 100 },
      timestamp: "2026-01-01T00:00:00Z",
      success: true,
    }),
  );
  const signed = (overrides: { body?: Buffer; secret?: string; path?: string } = {}) => {
    const date = new Date().toUTCString();
    const signature = vippsWebhookSignature(overrides.secret ?? "hook-secret", {
      method: "POST",
      pathAndQuery: "/api/payments/webhooks/vipps",
      date,
      host: "shop.example",
      body,
    });
    return {
      rawBody: overrides.body ?? body,
      method: "POST",
      pathAndQuery: overrides.path ?? "/api/payments/webhooks/vipps",
      headers: {
        host: "shop.example",
        "x-ms-date": date,
        "x-ms-content-sha256": signature.contentHash,
        authorization: signature.authorization,
      },
    };
  };

  it("reads a correctly signed event", () => {
    expect(provider.readWebhook(signed())).toEqual([{ eventId: "777:AUTHORIZED", providerReference: "ref-12345678", state: "authorised" }]);
  });

  it("refuses a changed body, another secret, another path or missing headers", () => {
    const tampered = Buffer.from(body.toString().replace("100", "1"));
    expect(() => provider.readWebhook(signed({ body: tampered }))).toThrow(WebhookSignatureError);
    expect(() => provider.readWebhook(signed({ secret: "other" }))).toThrow(WebhookSignatureError);
    expect(() => provider.readWebhook(signed({ path: "/elsewhere" }))).toThrow(WebhookSignatureError);
    expect(() => provider.readWebhook({ ...signed(), headers: { host: "shop.example" } })).toThrow(WebhookSignatureError);
  });
});
