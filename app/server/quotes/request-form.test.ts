import { describe, expect, it } from "vitest";
import { osloToday } from "~/lib/quotes";
import { parseQuoteRequestForm } from "./request-form.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = {
  idempotencyKey: "5f0c8a3e-2b1d-4c6e-9f7a-1b2c3d4e5f60",
  name: " Kari Nordmann ",
  company: "Fjellkafeen AS",
  email: "Kari@Example.com",
  phone: "+47 912 34 567",
  orgNumber: "923 609 016",
  postcode: "2670",
  deliveryDate: osloToday(),
  message: "",
};

describe("the quote request form", () => {
  it("accepts a complete request, normalising the fields; the organisation number is optional", () => {
    expect(parseQuoteRequestForm(form(valid))).toEqual({
      ok: true,
      idempotencyKey: valid.idempotencyKey,
      details: {
        name: "Kari Nordmann",
        company: "Fjellkafeen AS",
        email: "kari@example.com",
        phone: "+4791234567",
        orgNumber: "923609016",
        postcode: "2670",
        deliveryDate: osloToday(),
        message: "",
      },
    });
    expect(parseQuoteRequestForm(form({ ...valid, orgNumber: "" }))).toMatchObject({ ok: true, details: { orgNumber: null } });
  });

  it("names every bad field: a failing mod-11 check, a past or impossible date, a missing company, a bad postcode", () => {
    const result = parseQuoteRequestForm(
      form({ ...valid, orgNumber: "923609017", deliveryDate: "2020-01-01", company: " ", postcode: "26 70", email: "no", phone: "12" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        orgNumber: "quote.error.orgNumber",
        deliveryDate: "quote.error.deliveryDate",
        company: "quote.error.company",
        postcode: "checkout.error.postcode",
        email: "checkout.error.email",
        phone: "checkout.error.phone",
      },
    });
    expect(parseQuoteRequestForm(form({ ...valid, deliveryDate: "2031-02-30" }))).toMatchObject({
      ok: false,
      errors: { deliveryDate: "quote.error.deliveryDate" },
    });
    expect(parseQuoteRequestForm(form({ ...valid, message: "x".repeat(4001) }))).toMatchObject({
      ok: false,
      errors: { message: "quote.error.message" },
    });
  });

  it("refuses a form without a valid idempotency key", () => {
    expect(parseQuoteRequestForm(form({ ...valid, idempotencyKey: "1" }))).toEqual({
      ok: false,
      errors: {},
      formError: "quote.error.keyUsed",
    });
  });
});
