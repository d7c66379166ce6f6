import { describe, expect, it } from "vitest";
import { postcodeField } from "./contact-fields.server";
import { placeName, postcodePlace } from "./postcodes.server";

describe("Norwegian postcodes", () => {
  it("names the place of a postcode that exists, and nothing for one that does not", () => {
    expect(postcodePlace("2670")).toBe("Otta");
    expect(postcodePlace("9008")).toBe("Tromsø");
    expect(postcodePlace("0155")).toBe("Oslo");
    expect(postcodePlace("1234")).toBeNull();
    expect(postcodePlace("12")).toBeNull();
    expect(postcodePlace("toString")).toBeNull();
  });

  it("writes the register's capitals as a place name", () => {
    expect(placeName("MO I RANA")).toBe("Mo i Rana");
    expect(placeName("ÅLESUND")).toBe("Ålesund");
    expect(placeName("STORD-LEIRVIK")).toBe("Stord-Leirvik");
  });

  it("refuses a postcode of 4 digits that does not exist on every address form", () => {
    expect(postcodeField.safeParse(" 2670 ").data).toBe("2670");
    expect(postcodeField.safeParse("1234").success).toBe(false);
    expect(postcodeField.safeParse("abcd").success).toBe(false);
  });
});
