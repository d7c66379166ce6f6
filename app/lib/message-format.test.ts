import { describe, expect, it } from "vitest";
import { formatMessage } from "./message-format";

describe("formatMessage", () => {
  it("fills simple arguments", () => {
    expect(formatMessage("No products found for {term}", { term: "ost" })).toBe("No products found for ost");
  });

  it("chooses plural branches by the language's rules", () => {
    const cart = "Cart ({count, plural, one {# item} other {# items}})";
    expect(formatMessage(cart, { count: 1 })).toBe("Cart (1 item)");
    expect(formatMessage(cart, { count: 3 })).toBe("Cart (3 items)");
    expect(formatMessage(cart, { count: 0 })).toBe("Cart (0 items)");
    const exact = "{count, plural, =0 {empty} one {# item} other {# items}}";
    expect(formatMessage(exact, { count: 0 })).toBe("empty");
  });

  it("uses Arabic plural categories", () => {
    const message = "{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}";
    expect(formatMessage(message, { count: 0 }, "ar")).toBe("لا عناصر");
    expect(formatMessage(message, { count: 2 }, "ar")).toBe("عنصران");
    expect(formatMessage(message, { count: 5 }, "ar")).toBe(`${new Intl.NumberFormat("ar").format(5)} عناصر`);
  });

  it("supports select and nesting", () => {
    const message = "{who, select, admin {Admin {name}} other {Guest}}";
    expect(formatMessage(message, { who: "admin", name: "Kari" })).toBe("Admin Kari");
    expect(formatMessage(message, { who: "x" })).toBe("Guest");
  });

  it("keeps quoted braces literal and renders missing values as nothing", () => {
    expect(formatMessage("'{literal}' and {missing}.", {})).toBe("{literal} and .");
    expect(formatMessage("It''s {n, number}", { n: 1234.5 })).toBe("It's 1,234.5");
  });

  it("copies plain text as it stands, around and between arguments, with # and } literal outside a plural", () => {
    expect(formatMessage("No. #1 } of 100 %", { count: 3 })).toBe("No. #1 } of 100 %");
    expect(formatMessage("Ordre #{n} } #: {count, plural, one {# vare #} other {# varer}} igjen", { n: 7, count: 2 }, "nb")).toBe(
      "Ordre #7 } #: 2 varer igjen",
    );
    expect(formatMessage("{a}{b} og {a}", { a: "x", b: "y" })).toBe("xy og x");
  });
});
