import { describe, expect, it } from "vitest";
import { sellerMessages } from "~/lib/sellers/messages";
import { composeMail } from "./compose.server";
import { mailDate, mailDateTime, mailMessages, mailMoney, mailText } from "./messages";
import { confirmationMail } from "./templates";

const languages = ["en", "nb", "ar"] as const;
/** The `{name}` arguments a message uses (what must survive translation). */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();
const normalize = (text: string) => text.replace(/[\u00a0\u202f\u200f]/g, " ");

describe("the mail message tables", () => {
  it("have every mail key in en, nb and ar, translated, with the same arguments", () => {
    const tables = [
      { name: "mail", messages: mailMessages, keys: Object.keys(mailMessages.en) },
      {
        name: "seller mail",
        messages: sellerMessages,
        keys: Object.keys(sellerMessages.en).filter((key) => key.startsWith("seller.mail.")),
      },
    ];
    for (const { name, messages, keys } of tables) {
      expect(keys.length, name).toBeGreaterThan(10);
      for (const code of languages) {
        const table = messages[code] as Record<string, string> | undefined;
        expect(table, `${name} ${code}`).toBeDefined();
        expect(
          keys.filter((key) => typeof table![key] !== "string" || table![key].trim() === ""),
          `${name} keys missing in ${code}`,
        ).toEqual([]);
        expect(
          Object.keys(table!)
            .filter((key) => key.startsWith("mail.") || key.startsWith("seller.mail."))
            .sort(),
          `${name} keys only in ${code}`,
        ).toEqual(
          Object.keys(messages.en)
            .filter((key) => key.startsWith("mail.") || key.startsWith("seller.mail."))
            .sort(),
        );
        for (const key of keys)
          expect(argumentsOf(table![key]!), `${code} ${key}`).toEqual(argumentsOf((messages.en as Record<string, string>)[key]!));
      }
      // Translated, not copied: the Norwegian and Arabic subjects differ from the English ones.
      for (const key of keys.filter((candidate) => candidate.endsWith("Subject") || candidate.endsWith(".subject"))) {
        expect((messages.nb as Record<string, string>)[key], key).not.toBe((messages.en as Record<string, string>)[key]);
        expect((messages.ar as Record<string, string>)[key], key).not.toBe((messages.en as Record<string, string>)[key]);
      }
    }
  });

  it("write a language the tables do not have in English", () => {
    expect(mailText({ code: "de" }, "mail.order.view")).toBe("View your order");
    expect(mailText({ code: "nb" }, "mail.order.view")).toBe("Se bestillingen");
  });

  it("write amounts and dates the way each language does", () => {
    expect(normalize(mailMoney({ code: "nb" }, 123450, "NOK"))).toBe("1 234,50 kr");
    expect(normalize(mailMoney({ code: "en" }, 123450, "NOK"))).toBe("NOK 1,234.50");
    expect(normalize(mailMoney({ code: "ar" }, 123450, "NOK")).trim()).toBe("1,234.50 NOK");
    expect(mailDate({ code: "nb" }, "2099-03-01")).toBe("1. mars 2099");
    expect(mailDate({ code: "en" }, "2099-03-01")).toBe("1 March 2099");
    expect(mailDate({ code: "ar" }, "2099-03-01")).toContain("مارس");
    expect(mailDate({ code: "en" }, "not a date")).toBe("not a date");
    const at = new Date("2026-01-12T16:20:00Z");
    expect(mailDateTime({ code: "nb" }, at, "Europe/Oslo")).toContain("17:20");
    expect(mailDateTime({ code: "en" }, at, "Europe/Oslo")).toContain("17:20");
  });
});

describe("composeMail", () => {
  it("writes a plain-text part and an HTML part in the language's direction, every value escaped", () => {
    const mail = composeMail(
      "kari@example.com",
      "Emne <1>",
      {
        paragraphs: ["Hei & velkommen"],
        heading: "Ordre 7",
        lines: ["1 × <b>"],
        totals: ["Totalt: 10 kr"],
        details: ["Hentes", "Faktura"],
        link: { label: "Se", url: "https://shop.example/x?a=1&b=2" },
        closing: ["Ha det"],
      },
      { code: "ar", direction: "rtl" },
    );
    expect(mail.text).toBe(
      "Hei & velkommen\n\nOrdre 7\n\n1 × <b>\n\nTotalt: 10 kr\n\nHentes\nFaktura\n\nSe: https://shop.example/x?a=1&b=2\n\nHa det\n",
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div dir="rtl" lang="ar">');
    expect(mail.html).toContain("<title>Emne &#60;1&#62;</title>");
    expect(mail.html).toContain("<li>1 × &#60;b&#62;</li>");
    expect(mail.html).toContain('<a href="https://shop.example/x?a=1&#38;b=2">Se</a>');
    expect(mail.html).toContain("<p>Hentes<br>Faktura</p>");
    expect(mail.html).not.toContain("<b>");
  });

  it("writes the account mails from the table in the language asked for", () => {
    const mail = confirmationMail("kari@example.com", "Fjellgården", "https://shop.example/ar/auth/verify?token=t", {
      code: "ar",
      direction: "rtl",
    });
    expect(mail.subject).toBe("أكّد عنوان بريدك الإلكتروني لدى Fjellgården");
    expect(mail.text).toContain("https://shop.example/ar/auth/verify?token=t");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
