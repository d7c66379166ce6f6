import { describe, expect, it } from "vitest";
import { parseSellerApplicationForm } from "./application-form.server";

const valid = {
  idempotencyKey: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  company: "  Fjellbua AS ",
  orgNumber: "923 609 016",
  contactName: "Kari Nordmann",
  email: " Kari@Example.COM ",
  phone: "+47 912 34 567",
  streetAddress: "Storgata 1",
  postcode: "0155",
  city: "Oslo",
  shopType: "farm_shop",
  message: "",
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("the seller registration form", () => {
  it("accepts a complete application and normalises it", () => {
    const result = parseSellerApplicationForm(form({ ...valid, status: "approved", factoryId: "x" }));
    expect(result).toEqual({
      ok: true,
      idempotencyKey: valid.idempotencyKey,
      details: {
        company: "Fjellbua AS",
        orgNumber: "923609016",
        contactName: "Kari Nordmann",
        email: "kari@example.com",
        phone: "+4791234567",
        streetAddress: "Storgata 1",
        postcode: "0155",
        city: "Oslo",
        shopType: "farm_shop",
        website: null,
        openingHours: null,
        message: "",
      },
    });
  });

  it("takes an optional website (https:// assumed) and opening hours", () => {
    const result = parseSellerApplicationForm(form({ ...valid, website: " fjellbua.example ", openingHours: " Mon–Fri 9–17 " }));
    expect(result.ok && result.details).toMatchObject({ website: "https://fjellbua.example", openingHours: "Mon–Fri 9–17" });
    for (const website of ["javascript:alert(1)", "ftp://fjellbua.example", "not a site"]) {
      const refused = parseSellerApplicationForm(form({ ...valid, website }));
      expect(!refused.ok && refused.errors, website).toEqual({ website: "seller.error.website" });
    }
  });

  it("refuses a postcode of 4 digits that does not exist", () => {
    const result = parseSellerApplicationForm(form({ ...valid, postcode: "1234" }));
    expect(!result.ok && result.errors).toEqual({ postcode: "seller.error.postcode" });
  });

  it("refuses an organisation number with a wrong mod-11 check digit, or none at all", () => {
    for (const orgNumber of ["923609017", "", "12345678", "92360901A"]) {
      const result = parseSellerApplicationForm(form({ ...valid, orgNumber }));
      expect(result.ok, orgNumber).toBe(false);
      if (!result.ok) expect(result.errors).toEqual({ orgNumber: "seller.error.orgNumber" });
    }
  });

  it("names every bad field with its own message", () => {
    const result = parseSellerApplicationForm(
      form({
        idempotencyKey: valid.idempotencyKey,
        postcode: "123",
        shopType: "kiosk",
        email: "nope",
        phone: "12",
        openingHours: "x".repeat(301),
        message: "x".repeat(2001),
      }),
    );
    expect(result).toEqual({
      ok: false,
      formError: "seller.error.fix",
      errors: {
        company: "seller.error.company",
        orgNumber: "seller.error.orgNumber",
        contactName: "seller.error.contactName",
        email: "seller.error.email",
        phone: "seller.error.phone",
        streetAddress: "seller.error.street",
        postcode: "seller.error.postcode",
        city: "seller.error.city",
        shopType: "seller.error.shopType",
        openingHours: "seller.error.openingHours",
        message: "seller.error.message",
      },
    });
  });

  it("needs the form's idempotency key", () => {
    expect(parseSellerApplicationForm(form({ ...valid, idempotencyKey: "again" }))).toEqual({
      ok: false,
      errors: {},
      formError: "seller.error.expired",
    });
  });
});
