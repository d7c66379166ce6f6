import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { toEan13 } from "../../app/lib/barcode";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { seriousViolations } from "../support/e2e-axe";
import { registeredUser } from "../support/e2e-auth";
import { signedInContext as signedIn } from "../support/e2e-flows";

// The back office in English (/en/admin/…): labels below are the English strings.
const key = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slow = { timeout: 20_000 };

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Back office" });

test.describe("access to the back office", () => {
  const anyId = "00000000-0000-4000-8000-000000000000";
  const pages = [
    "/en/admin",
    "/en/admin/products",
    "/en/admin/products/new",
    "/en/admin/products/import",
    "/en/admin/products/export",
    `/en/admin/products/${anyId}`,
    "/en/admin/orders",
    `/en/admin/orders/${anyId}`,
    `/en/admin/orders/${anyId}/packing-slip`,
    "/en/admin/categories",
    "/en/admin/categories/new",
    `/en/admin/categories/${anyId}`,
    "/en/admin/languages",
    "/en/admin/settings",
    "/en/admin/users",
    "/en/admin/audit",
    "/en/admin/outbox",
    "/en/admin/sellers",
    `/en/admin/sellers/${anyId}`,
    "/en/admin/restaurants",
    `/en/admin/restaurants/${anyId}`,
  ];
  const actions: Array<[string, Record<string, string>]> = [
    ["/en/admin/products", { intent: "deactivate", id: anyId }],
    ["/en/admin/products/new", { intent: "save", "name.nb": "Hacked" }],
    [`/en/admin/products/${anyId}`, { intent: "delete", confirm: "on" }],
    [`/en/admin/products/${anyId}/images`, { intent: "delete", imageId: anyId }],
    ["/en/admin/products/import", { intent: "import" }],
    [`/en/admin/orders/${anyId}`, { intent: "status", to: "confirmed" }],
    [`/en/admin/orders/${anyId}`, { intent: "note", note: "hi" }],
    ["/en/admin/categories", { intent: "up", id: anyId }],
    ["/en/admin/categories/new", { "name.nb": "Hacked" }],
    ["/en/admin/languages", { intent: "add", code: "zz", name: "Hacked", nativeName: "Hacked" }],
    ["/en/admin/settings", { name: "Hacked", siteName: "Hacked" }],
    ["/en/admin/users", { intent: "grant", userId: anyId }],
    ["/en/admin/outbox", { intent: "reveal", id: anyId }],
    ["/en/admin/outbox", { intent: "resend", id: anyId }],
    [`/en/admin/sellers/${anyId}`, { intent: "approved", reason: "" }],
    [`/en/admin/sellers/${anyId}`, { intent: "delete", confirm: "on" }],
    [`/en/admin/restaurants/${anyId}`, { intent: "details", "name.nb": "Hacked", offersPickup: "on", prepMinutes: "10" }],
    [`/en/admin/restaurants/${anyId}`, { intent: "item", productId: anyId, price: "1" }],
    [`/en/admin/restaurants/${anyId}`, { intent: "addStaff", email: "someone@example.com" }],
    [`/en/admin/restaurants/${anyId}`, { intent: "removeStaff", userId: anyId }],
  ];
  const post = (request: APIRequestContext, baseURL: string, path: string, form: Record<string, string>, origin = baseURL) =>
    request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });

  test("anonymous visitors are sent to sign-in for every page and action", async ({ request, baseURL }) => {
    for (const path of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/^\/en\/auth\?redirectTo=/);
    }
    for (const [path, form] of actions) {
      const response = await post(request, baseURL!, path, form);
      expect([302, 303], path).toContain(response.status());
      expect(response.headers().location, path).toMatch(/^\/en\/auth\?redirectTo=/);
    }
  });

  test("customers get 403 for every page and action; admins get the pages, and a cross-site post is refused", async ({
    browser,
    baseURL,
  }) => {
    const customerContext = await browser.newContext();
    const customer = await registeredUser(await customerContext.newPage(), browser, "bo-customer");
    await customerContext.close();
    const { context, page } = await signedIn(browser, customer);
    for (const path of pages) expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    for (const [path, form] of actions) expect((await post(page.request, baseURL!, path, form)).status(), path).toBe(403);
    await context.close();

    const admin = await signedIn(browser, E2E_ADMIN);
    for (const path of pages) {
      const status = (await admin.page.request.get(path, { maxRedirects: 0 })).status();
      expect(status, path).toBe(path.includes(anyId) ? 404 : 200);
    }
    for (const [path, form] of actions)
      expect((await post(admin.page.request, baseURL!, path, form, "https://evil.example")).status(), path).toBe(403);
    await admin.context.close();
  });
});

test("an admin creates, edits, deactivates and deletes a product; the shop and the audit log follow", async ({ browser, request }) => {
  // bypassCSP: axe-core is injected to check the form with the attributes editor.
  const { context, page } = await signedIn(browser, E2E_ADMIN, { bypassCSP: true });
  const id = key();
  const goodBarcode = toEan13(`70499${String(Date.now()).slice(-7)}`);
  const badBarcode = goodBarcode.slice(0, 12) + String((Number(goodBarcode[12]) + 1) % 10);

  await page.goto("/en/admin/products");
  await expect(adminNav(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible(slow);
  const norwegian = page.getByRole("group", { name: /Norsk/ });
  const english = page.getByRole("group", { name: /English/ });
  await norwegian.getByLabel("Name").fill(`E2E-ost ${id}`);
  await english.getByLabel("Name").fill(`E2E cheese ${id}`);
  await english.getByLabel("Description").fill(`<p>Mild <strong>cheese</strong><script>alert(1)</script></p>`);
  await page.getByLabel("Shop price (NOK incl. VAT)").fill("59,90");
  await page.getByLabel("Barcode (EAN-13)").fill(badBarcode);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("alert")).toContainText("The product was not saved", slow);
  await expect(page.getByText("This is not a valid EAN-13 barcode")).toBeVisible();
  // What was typed is kept.
  await expect(english.getByLabel("Name")).toHaveValue(`E2E cheese ${id}`);
  await page.getByLabel("Barcode (EAN-13)").fill(goodBarcode);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(slow);
  await expect(page.getByRole("heading", { level: 1, name: `Edit E2E-ost ${id}` })).toBeVisible();
  const productUrl = page.url();

  // The shop shows it at once (the page cache hears about the write), with the sanitised description.
  const shopPath = `/en/products/e2e-cheese-${id}`;
  const shop = await request.get(shopPath);
  expect(shop.status()).toBe(200);
  const html = await shop.text();
  expect(html).toContain(`E2E cheese ${id}`);
  expect(html).toContain("59,90");
  expect(html).not.toContain("alert(1)");

  await page.getByLabel("Shop price (NOK incl. VAT)").fill("64,50");
  // Stock: tracked, none left.
  await page.getByLabel("Units in stock").fill("0");
  await page.getByLabel("Low stock at or below").fill("3");
  // The attributes editor, by keyboard: an attribute with two options, the second moved up.
  const attributes = page.getByTestId("attributes-editor");
  await attributes.getByRole("button", { name: "Add attribute" }).click();
  const size = attributes.getByRole("group", { name: "Attribute 1", exact: true });
  await expect(size.getByLabel("Key")).toBeFocused();
  await page.keyboard.type("size");
  await size.getByLabel("Name (Norsk bokmål)").fill("Størrelse");
  await size.getByLabel("Name (English)").fill("Size");
  const options = size.getByRole("group", { name: "Options of attribute 1" });
  await options.getByLabel("Value").fill("small");
  await options.getByLabel("Label (Norsk bokmål)").fill("Liten");
  await options.getByLabel("Label (English)").fill("Small");
  await size.getByRole("button", { name: "Add option to attribute 1" }).press("Enter");
  const second = options.getByRole("listitem", { name: "Option 2" });
  await expect(second.getByLabel("Value")).toBeFocused();
  await page.keyboard.type("large");
  await second.getByLabel("Label (Norsk bokmål)").fill("Stor");
  await second.getByLabel("Label (English)").fill("Large");
  await second.getByLabel("Extra price in øre").fill("2500");
  await second.getByRole("button", { name: "Move option 2 up" }).press("Enter");
  // The moved option is now first; its "up" button is disabled, so the focus stays on its "down".
  await expect(options.getByRole("listitem", { name: "Option 1" }).getByLabel("Value")).toHaveValue("large");
  await expect(options.getByRole("button", { name: "Move option 1 down" })).toBeFocused();
  await attributes.getByText("Advanced: the same attributes as JSON", { exact: true }).first().click();
  const json = JSON.parse(await attributes.getByRole("textbox", { name: "Advanced: the same attributes as JSON" }).inputValue()) as {
    attributes: { key: string; options: { value: string; priceOre?: number }[] }[];
  };
  expect(
    json.attributes.map((attribute) => [attribute.key, attribute.options.map((option) => [option.value, option.priceOre ?? null])]),
  ).toEqual([
    [
      "size",
      [
        ["large", 2500],
        ["small", null],
      ],
    ],
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(slow);
  await expect(page.getByLabel("Shop price (NOK incl. VAT)")).toHaveValue("64,50");
  await expect(page.getByLabel("Units in stock")).toHaveValue("0");
  await expect(
    page.getByTestId("attributes-editor").getByRole("group", { name: "Attribute 1", exact: true }).getByLabel("Key"),
  ).toHaveValue("size");
  await expect.poll(async () => (await request.get(shopPath)).text(), slow).toContain("64,50");

  // The shop says so, and offers no Add to cart.
  const shopPage = await context.newPage();
  await shopPage.goto(shopPath);
  await expect(shopPage.getByTestId("out-of-stock")).toHaveText("Out of stock");
  await expect(shopPage.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  await shopPage.close();

  // The dashboard counts it as low stock and leads to the filtered list.
  await page.goto("/en/admin");
  const lowStock = page.getByRole("region", { name: "Low stock" });
  await expect(lowStock.getByTestId("card-count")).not.toHaveText("0");
  await lowStock.getByRole("link", { name: "View products" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/products\?stock=low$/);
  await page.goto(`/en/admin/products?stock=low&q=${encodeURIComponent(id)}`);
  await expect(page.getByRole("row").filter({ hasText: `E2E-ost ${id}` })).toBeVisible(slow);

  await page.goto(`/en/admin/products?q=${encodeURIComponent(id)}`);
  const row = page.getByRole("row").filter({ hasText: `E2E-ost ${id}` });
  await row.getByRole("button", { name: `Deactivate: E2E-ost ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "deactivated" })).toBeVisible(slow);
  await expect(row.getByRole("button", { name: `Activate: E2E-ost ${id}` })).toBeVisible();
  await expect.poll(async () => (await request.get(shopPath)).status(), slow).toBe(404);
  await page.goto("/en/admin");
  await page.getByRole("region", { name: "Inactive products" }).getByRole("link", { name: "View products" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/products\?active=inactive$/);

  await page.goto(productUrl);
  await page.getByRole("button", { name: "Delete product" }).click();
  // The confirmation box is required (by the browser, and by the server without it).
  await expect(page).toHaveURL(productUrl);
  await page.getByLabel("Yes, delete this product for good").check();
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been deleted." })).toBeVisible(slow);
  await expect(page).toHaveURL(/\/en\/admin\/products\?deleted=1$/);

  await page.goto("/en/admin/audit?entity=product");
  const entries = page.getByRole("list", { name: "Audit log" }).getByRole("listitem");
  await expect(entries.first()).toBeVisible(slow);
  const productId = new URL(productUrl).pathname.split("/").at(-1)!;
  await page.goto(`/en/admin/audit?entity=product&entityId=${productId}`);
  await expect(entries).toHaveCount(4, slow);
  const actions = await entries.evaluateAll((items) => items.map((item) => item.getAttribute("data-audit-action")));
  expect(actions).toEqual(["product.delete", "product.deactivate", "product.update", "product.create"]);
  await entries.filter({ hasText: "product.update" }).getByText("Before and after").click();
  await expect(entries.filter({ hasText: "product.update" })).toContainText('"shopPriceOre": 5990');
  await expect(entries.filter({ hasText: "product.update" })).toContainText('"shopPriceOre": 6450');
  await expect(entries.filter({ hasText: "product.update" })).toContainText('"stockQuantity": 0');
  await context.close();
});

test("an admin works an order without JavaScript: confirms it (the buyer is e-mailed), adds a note and prints the packing slip", async ({
  browser,
}) => {
  const guestContext = await browser.newContext({ javaScriptEnabled: false });
  const guestPage = await guestContext.newPage();
  const email = `bo-order-${key()}@example.com`;
  await guestPage.goto("/en/products");
  await guestPage.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(guestPage.getByTestId("cart-count").first()).toHaveText("1", slow);
  await guestPage.goto("/en/checkout");
  await guestPage.getByLabel("Full name").fill("Per Pakkesen");
  await guestPage.getByLabel("E-mail").fill(email);
  await guestPage.getByLabel("Phone").fill("+47 912 34 567");
  await guestPage.getByLabel("Pay on pickup").check();
  await guestPage.getByLabel("I accept the terms of sale").check();
  await guestPage.getByRole("button", { name: "Place order" }).click();
  await expect(guestPage.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible(slow);
  await guestContext.close();

  const { context, page } = await signedIn(browser, E2E_ADMIN, { javaScriptEnabled: false });
  await page.goto("/en/admin");
  await expect(page.getByRole("region", { name: "Today's orders" }).getByTestId("card-count")).not.toHaveText("0");
  await page.getByRole("region", { name: "Today's orders" }).getByRole("link", { name: "View orders" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?since=today$/);
  await page.getByLabel("Order number, name or e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 order", slow);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await expect(page.getByTestId("order-status")).toHaveText("Placed", slow);

  await page.getByRole("button", { name: "Mark as Confirmed" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The status has been changed and the customer has been e-mailed." })).toBeVisible(
    slow,
  );
  await expect(page.getByTestId("order-status")).toHaveText("Confirmed");
  // Only declared transitions are offered: a pickup order is packed next, never shipped.
  await expect(page.getByRole("button", { name: "Mark as Packed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as Shipped" })).toHaveCount(0);

  await page.getByLabel("Internal note (not shown to the customer)").fill("Customer asked for extra cold packs");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The note has been added." })).toBeVisible(slow);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status: Placed → Confirmed");
  await expect(history).toContainText("Note: Customer asked for extra cold packs");

  await page.getByRole("link", { name: "Packing slip" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible(slow);
  await expect(page.getByRole("table")).toContainText("Kefir");
  await expect(page.getByRole("main")).toContainText("Per Pakkesen");

  await page.goto("/en/admin/outbox");
  await expect(page.getByRole("article").filter({ hasText: email }).filter({ hasText: "Confirmed" })).toBeVisible(slow);
  await context.close();
});

test("an admin makes a customer an admin and takes it back", async ({ browser }) => {
  const customerContext = await browser.newContext();
  const customer = await registeredUser(await customerContext.newPage(), browser, "bo-helper");
  await customerContext.close();
  const { context, page } = await signedIn(browser, E2E_ADMIN);
  await page.goto(`/en/admin/users?q=${encodeURIComponent(customer.email)}`);
  const row = page.getByRole("listitem").filter({ hasText: customer.email });
  await row.getByRole("button", { name: `Make admin: ${customer.email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The user is now an admin." })).toBeVisible(slow);
  await row.getByRole("button", { name: `Remove admin: ${customer.email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The user is no longer an admin." })).toBeVisible(slow);
  await expect(row.getByRole("button", { name: `Make admin: ${customer.email}` })).toBeVisible();
  await page.goto("/en/admin/audit?entity=user");
  await expect(
    page.getByRole("list", { name: "Audit log" }).getByRole("listitem").filter({ hasText: "user.revoke_admin" }).first(),
  ).toBeVisible(slow);
  await context.close();
});

test("an admin adds a category the shop lists at once, and adds a language that stays hidden until activated", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedIn(browser, E2E_ADMIN);
  const id = key();
  await page.goto("/en/admin/categories");
  await page.getByRole("link", { name: "New category" }).click();
  await page.getByRole("group", { name: /Norsk/ }).getByLabel("Name").fill(`E2E-kategori ${id}`);
  await page
    .getByRole("group", { name: /English/ })
    .getByLabel("Name")
    .fill(`E2E category ${id}`);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The category has been saved." })).toBeVisible(slow);
  await expect(page.getByRole("list", { name: "Categories" })).toContainText(`E2E-kategori ${id}`);
  await expect.poll(async () => (await request.get("/en/categories")).text(), slow).toContain(`E2E category ${id}`);
  // An empty category can be deleted, and the shop drops it at once too.
  await page.getByRole("button", { name: `Delete: E2E-kategori ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The category has been deleted." })).toBeVisible(slow);
  await expect.poll(async () => (await request.get("/en/categories")).text(), slow).not.toContain(`E2E category ${id}`);

  const code = `q${id
    .replace(/[^a-z]/g, "")
    .slice(0, 2)
    .padEnd(2, "x")}`;
  await page.goto("/en/admin/languages");
  const add = page.getByRole("region", { name: "Add a language" });
  await add.getByLabel("Code (for example de or pt-br)").fill(code);
  await add.getByLabel("Name (in English)").fill("Testish");
  await add.getByLabel("Name in the language itself").fill("Testisk");
  await add.getByLabel("Flag image (site path or https address)").fill("javascript:alert(1)");
  await add.getByRole("button", { name: "Add language" }).click();
  await expect(add.getByText("Use a site path starting with / or an https address.")).toBeVisible(slow);
  await add.getByLabel("Code (for example de or pt-br)").fill(code);
  await add.getByLabel("Name (in English)").fill("Testish");
  await add.getByLabel("Name in the language itself").fill("Testisk");
  await add.getByLabel("Flag image (site path or https address)").fill("");
  await add.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The languages have been saved." })).toBeVisible(slow);
  const added = page.locator(`li[data-language="${code}"]`);
  await expect(added).toContainText("Inactive");
  // The default language offers neither deactivation nor a second "make default".
  await expect(page.locator('li[data-language="nb"]').getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
  // Inactive: no pages in it yet.
  expect((await request.get(`/${code}`)).status()).toBe(404);
  await context.close();
});

/** Creates a product named `name` and answers its edit page's URL. */
async function newProduct(page: Page, name: string): Promise<string> {
  await page.goto("/en/admin/products/new");
  await page.getByRole("group", { name: /Norsk/ }).getByLabel("Name").fill(name);
  await page
    .getByRole("group", { name: /English/ })
    .getByLabel("Name")
    .fill(name);
  await page.getByLabel("Shop price (NOK incl. VAT)").fill("19,90");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(slow);
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible(slow);
  return page.url();
}

/**
 * Deletes the product whose edit page is `productUrl`. The tests that come after this file count
 * the demo catalogue's products (the shop, the sitemap): what a test here adds, it takes away.
 */
async function deleteProduct(page: Page, productUrl: string) {
  await page.goto(productUrl);
  await page.getByLabel("Yes, delete this product for good").check();
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been deleted." })).toBeVisible(slow);
}

test("an admin uploads product images with the picker and by drag and drop; bad files are refused with a reason", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedIn(browser, E2E_ADMIN);
  const name = `E2E-bilde ${key()}`;
  const productUrl = await newProduct(page, name);
  const images = page.getByRole("list", { name: "Images" });
  const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#c85" } })
    .png()
    .toBuffer();
  await page.getByLabel("Choose an image or drop it here").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The image has been uploaded." })).toBeVisible(slow);
  await expect(images.getByRole("listitem")).toHaveCount(1, slow);
  await expect(images.getByRole("listitem").first()).toContainText("Primary");
  await expect(images.getByRole("listitem").first()).toContainText("1000×700");

  // An SVG renamed to .jpg is refused by its content; nothing is added.
  await page.getByLabel("Choose an image or drop it here").setInputFiles({
    name: "cat.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "SVG images are not accepted" })).toBeVisible(slow);
  await expect(images.getByRole("listitem")).toHaveCount(1);

  // Dropped on the upload area.
  const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#58c" } })
    .webp()
    .toBuffer();
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "dropped.webp", { type: "image/webp" }));
      return transfer;
    },
    [...webp],
  );
  await page.locator('form[enctype="multipart/form-data"]').dispatchEvent("drop", { dataTransfer });
  await expect(images.getByRole("listitem")).toHaveCount(2, slow);
  await images.getByRole("button", { name: "Make primary 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The primary image has been changed." })).toBeVisible(slow);
  await expect(images.getByRole("listitem").nth(1)).toContainText("Primary");

  // The shop shows the primary image's web variant, served with its type.
  const shopHtml = await (await request.get(`/en/products/${name.toLowerCase().replace(/\s+/g, "-")}`)).text();
  const variant = /\/media\/products\/[0-9a-f-]+\/[0-9a-f-]+-400\.webp/.exec(shopHtml)?.[0];
  expect(variant).toBeTruthy();
  const served = await request.get(variant!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await deleteProduct(page, productUrl);
  await context.close();
});

test("image uploads, stock and attributes (as JSON) work without JavaScript; a refused file says why", async ({ browser }) => {
  const { context, page } = await signedIn(browser, E2E_ADMIN, { javaScriptEnabled: false });
  const productUrl = await newProduct(page, `E2E-nojs ${key()}`);
  await page
    .getByLabel("Choose an image")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "is not a JPEG, PNG, WebP or AVIF image" })).toBeVisible(slow);
  const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#8a5" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Choose an image").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The image has been uploaded." })).toBeVisible(slow);
  await expect(page.getByRole("list", { name: "Images" }).getByRole("listitem")).toHaveCount(1);
  // Without JavaScript the attributes are the JSON field itself; stock is a plain field.
  await expect(page.getByTestId("attributes-editor")).toHaveCount(0);
  const schema = {
    attributes: [
      {
        key: "slicing",
        type: "select",
        label: { nb: "Skjæring", en: "Slicing" },
        options: [{ value: "whole", label: { nb: "Hel", en: "Whole" } }],
      },
    ],
  };
  await page.getByRole("textbox", { name: "Options a buyer chooses" }).fill(JSON.stringify(schema));
  await page.getByLabel("Units in stock").fill("4");
  const properties = page.getByRole("group", { name: "Properties" });
  await properties.getByRole("checkbox", { name: "Vegan" }).check();
  await properties.getByRole("checkbox", { name: "Gluten free" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(slow);
  expect(JSON.parse(await page.getByRole("textbox", { name: "Options a buyer chooses" }).inputValue())).toEqual(schema);
  await expect(page.getByLabel("Units in stock")).toHaveValue("4");
  await expect(properties.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await expect(properties.getByRole("checkbox", { name: "Gluten free" })).toBeChecked();
  await expect(properties.getByRole("checkbox", { name: "Organic" })).not.toBeChecked();
  await deleteProduct(page, productUrl);
  await context.close();
});

test("an admin exports products as CSV, dry-runs an import with errors reported per line, then imports", async ({ browser }) => {
  const { context, page } = await signedIn(browser, E2E_ADMIN);
  await page.goto("/en/admin/products");
  await page.getByRole("link", { name: "Import or export (CSV)" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download products.csv" }).click()]);
  const exported = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(exported).toString("utf8");
  expect(text.startsWith("\uFEFFid;sku;barcode;price;vat_rate")).toBe(true);
  expect(text).toContain("Helmelk");

  const sku = `CSV-${key()}`.toUpperCase();
  const bad = `sku,name_nb,price,vat_rate\n${sku},Ost fra fil,12.50,15\n${sku}-2,,abc,15\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  const problems = page.getByRole("table", { name: /problems found/ });
  await expect(problems).toBeVisible(slow);
  await expect(problems.getByRole("row").filter({ hasText: "name_nb" })).toContainText("3");
  await expect(problems.getByRole("row").filter({ hasText: "price" })).toContainText("Enter the price in kroner");

  const good = `sku;name_nb;name_en;price;vat_rate\n${sku};Ost fra fil;Cheese from a file;12,50;15\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dry run: 1 row without problems (1 new, 0 updated)" })).toBeVisible(slow);
  await page.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 1 new and 0 updated products." })).toBeVisible(slow);
  await page.goto(`/en/admin/products?q=${encodeURIComponent(sku.toLowerCase())}`);
  const imported = page.getByRole("row").filter({ hasText: "Ost fra fil" });
  await expect(imported).toBeVisible(slow);
  await imported.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Ost fra fil" })).toBeVisible(slow);
  await deleteProduct(page, page.url());
  await context.close();
});

test("the settings refuse a bad value with a clear message, save unchanged values, and show the platform's features read-only", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, E2E_ADMIN);
  await page.goto("/en/admin/settings");
  const features = page.getByRole("region", { name: "Platform features" });
  await expect(features).toContainText("Multi-tenant");
  await expect(features.getByRole("checkbox")).toHaveCount(0);
  const website = page.getByLabel("Website");
  const original = await website.inputValue();
  await website.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toContainText("not saved", slow);
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Website").fill(original);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The settings have been saved." })).toBeVisible(slow);
  await page.goto("/en/admin/audit?entity=settings");
  await expect(page.getByRole("list", { name: "Audit log" }).getByRole("listitem").first()).toContainText("settings.update", slow);
  await context.close();
});
