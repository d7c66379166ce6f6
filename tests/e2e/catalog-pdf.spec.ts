import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

// The PDF catalogue in each language, downloaded as a visitor would (the page without JavaScript
// for Norwegian), read back with poppler's pdftotext and pdfinfo: every product the site lists with
// its price, the Arabic names in logical order, and the page count the contents and footer promise.
test.describe.configure({ mode: "serial" });

const slow = { timeout: 60_000 };
let directory: string;
test.beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-pdf-e2e-"));
});
test.afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** Whitespace (no-break spaces, line breaks) as single spaces, bidi marks dropped: how a reader sees the words. */
const normalize = (text: string) =>
  text
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const pdftotext = (file: string, ...args: string[]) => execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" });
const pdfPages = (file: string) => Number(/^Pages:\s+(\d+)$/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);

/** Every product the site lists in a language, with its price, from the product list's pages. */
async function listedProducts(page: Page, prefix: string) {
  const products: Array<{ name: string; price: string }> = [];
  for (let number = 1; number <= 10; number++) {
    await page.goto(`${prefix}/products?page=${number}`);
    const cards = page.getByTestId("product-card");
    const count = await cards.count();
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      // textContent: cards below the fold are not rendered yet (content-visibility), so innerText would be empty.
      products.push({
        name: normalize((await card.getByRole("link").first().textContent()) ?? ""),
        price: normalize((await card.getByTestId("price").textContent()) ?? ""),
      });
    }
    if (count === 0 || (await page.locator('a[rel="next"]').count()) === 0) break;
  }
  return products;
}

async function categoryNames(page: Page, prefix: string) {
  await page.goto(`${prefix}/categories`);
  return (await page.getByTestId("category-card").getByRole("heading").allTextContents()).map(normalize);
}

const languages = [
  {
    code: "nb",
    prefix: "",
    word: "katalog",
    title: "PDF-katalog",
    download: "Last ned PDF",
    pages: /(\d+) sider/,
    footer: /Side (\d+) av (\d+)/g,
  },
  {
    code: "en",
    prefix: "/en",
    word: "catalogue",
    title: "PDF catalogue",
    download: "Download PDF",
    pages: /(\d+) pages/,
    footer: /Page (\d+) of (\d+)/g,
  },
  {
    code: "ar",
    prefix: "/ar",
    word: "catalogue",
    title: "كتالوج PDF",
    download: "تنزيل PDF",
    pages: /(\d+) صفحة/,
    footer: /صفحة (\d+) من (\d+)/g,
  },
];

for (const language of languages) {
  test(`the ${language.code} catalogue lists every product with its price in kr, and has the pages its contents promise`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Norwegian without JavaScript: the page, its form and the download are plain HTML.
    const context = await browser.newContext({ javaScriptEnabled: language.code !== "nb", acceptDownloads: true });
    const page = await context.newPage();
    const products = await listedProducts(page, language.prefix);
    const categories = await categoryNames(page, language.prefix);
    expect(products.length).toBeGreaterThan(40);

    // Found from the product list, in the visitor's language.
    await page.goto(`${language.prefix}/products`);
    await page.getByTestId("catalog-pdf-link").click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/catalog-pdf$`), slow);
    await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible(slow);
    const details = normalize(await page.getByTestId("catalog-pdf-details").innerText());
    const promisedPages = Number(language.pages.exec(details)?.[1]);

    const downloading = page.waitForEvent("download", slow);
    await page.getByRole("link", { name: new RegExp(`^${language.download}`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^fjellgarden-${language.word}-${language.code}-\\d{4}-\\d{2}\\.pdf$`));
    const file = path.join(directory, download.suggestedFilename());
    await download.saveAs(file);

    // Right-to-left lines are drawn piece by piece in logical order (each at its visual place), so
    // -raw (content order) reads Arabic in logical order; the default mode reorders by position with
    // poppler's own simplified bidi, which turns "35%" after Arabic into "%35".
    const rtl = language.code === "ar";
    const text = normalize(rtl ? pdftotext(file, "-raw") : pdftotext(file));
    // Where one piece ends and the next begins (a number inside Arabic text) the extractor guesses the
    // spaces, and pdftotext puts a vowel mark (kasra) after its word rather than on its letter: the
    // letters and their order are what is compared.
    const withoutMarks = (value: string) => value.replace(/[\u064B-\u065F\u0670]/g, "");
    const compact = (value: string) => withoutMarks(value).replace(/\s/g, "");
    for (const product of products) {
      if (rtl) expect(compact(text), `${product.name} in the ${language.code} catalogue`).toContain(compact(product.name));
      else expect(text, `${product.name} in the ${language.code} catalogue`).toContain(product.name);
      expect(product.price).toMatch(/kr$/);
      expect(text, `${product.name}'s price`).toContain(product.price);
    }
    if (rtl) {
      // Logical order: each Arabic name as the site writes it, letter by letter, lam-alef ligatures included.
      const arabic = products.filter((product) => /[\u0600-\u06FF]/.test(product.name));
      expect(arabic.length).toBe(products.length);
      const words = withoutMarks(text).split(" ");
      for (const product of arabic) {
        // Every Arabic word of the name is a word of the extracted text, letters in logical order.
        for (const word of withoutMarks(product.name)
          .split(" ")
          .filter((part) => /^[\u0600-\u06FF]+$/.test(part)))
          expect(words, product.name).toContain(word);
      }
    }

    // The page count: the page said it, the footer says "page n of N" on every page, pdfinfo agrees.
    const pages = pdfPages(file);
    expect(pages).toBe(promisedPages);
    const footers = [...text.matchAll(language.footer)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(footers).toHaveLength(pages);
    expect(footers.every(([, count]) => count === pages)).toBe(true);

    // The contents (page 2) give each category's first page; that page opens with the category.
    const contents = pdftotext(file, "-f", "2", "-l", "2")
      .split("\n")
      .map(normalize)
      .filter((line) => /^\d+$/.test(line))
      .map(Number);
    expect(contents).toHaveLength(categories.length);
    for (const [index, name] of categories.entries()) {
      const first = normalize(pdftotext(file, "-f", String(contents[index]), "-l", String(contents[index])));
      expect(first.startsWith(name), `${name} on page ${contents[index]}`).toBe(true);
    }
    // The last category's pages run to the end of the document.
    expect(contents[contents.length - 1]!).toBeLessThanOrEqual(pages);
    expect(contents[0]).toBe(3);
    await context.close();
  });
}

test("the download answers 304 to a visitor who has the current file, and one category on its own", async ({ request }) => {
  test.setTimeout(120_000);
  const first = await request.get("/en/catalog-pdf/download", slow);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("application/pdf");
  expect(first.headers()["content-disposition"]).toMatch(/^attachment; filename="fjellgarden-catalogue-en-\d{4}-\d{2}\.pdf"$/);
  const etag = first.headers().etag!;
  expect(first.headers()["last-modified"]).toBeTruthy();
  const again = await request.get("/en/catalog-pdf/download", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  const dairy = await request.get("/en/catalog-pdf/download?category=dairy", slow);
  expect(dairy.status()).toBe(200);
  expect(dairy.headers()["content-disposition"]).toMatch(/fjellgarden-catalogue-en-dairy-\d{4}-\d{2}\.pdf/);
  const file = path.join(directory, "dairy.pdf");
  fs.writeFileSync(file, await dairy.body());
  const text = normalize(pdftotext(file));
  expect(text).toContain("Dairy");
  expect(text).not.toContain("Grains");
  expect((await request.get("/en/catalog-pdf/download?category=no-such-category")).status()).toBe(404);
});
