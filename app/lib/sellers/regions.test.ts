import { describe, expect, it } from "vitest";
import { regionName, regionOfPostcode, regions } from "./regions";

describe("counties from postcodes", () => {
  it("places each county's main towns in it", () => {
    const towns: Record<string, string> = {
      "0155": "oslo",
      "1337": "akershus",
      "2050": "akershus",
      "1606": "ostfold",
      "3015": "buskerud",
      "3110": "vestfold",
      "3710": "telemark",
      "2670": "innlandet",
      "4610": "agder",
      "4006": "rogaland",
      "5501": "rogaland",
      "5003": "vestland",
      "6800": "vestland",
      "6002": "more-og-romsdal",
      "7011": "trondelag",
      "8006": "nordland",
      "9008": "troms",
      "9510": "finnmark",
    };
    for (const [postcode, region] of Object.entries(towns)) expect([postcode, regionOfPostcode(postcode)]).toEqual([postcode, region]);
  });

  it("covers every 4-digit postcode and nothing else", () => {
    for (let code = 0; code <= 9999; code++) expect(regionOfPostcode(String(code).padStart(4, "0"))).not.toBeNull();
    expect(regionOfPostcode("123")).toBeNull();
    expect(regionOfPostcode("12345")).toBeNull();
  });

  it("names every county in nb, en and ar, and in English elsewhere", () => {
    for (const region of regions) for (const locale of ["nb", "en", "ar", "de"]) expect(regionName(region, locale)).not.toBe("");
    expect(regionName("more-og-romsdal", "de")).toBe("Møre og Romsdal");
  });
});
