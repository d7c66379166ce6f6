import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { signedInContext } from "../support/e2e-flows";
import { randomOrgNumber } from "../support/org-number";

// Two applications (English without JavaScript, Arabic with it); the admin approves one from the
// dashboard's card, it appears on the (cached) sellers map, and both are removed at the end.
test.describe.configure({ mode: "serial" });

const slow = { timeout: 20_000 };
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const city = `Sellerby ${id}`;

const english = { company: `E2E Grocer ${id}`, orgNumber: randomOrgNumber(), email: `seller-en-${id}@example.com` };
const arabic = { company: `E2E Café ${id}`, orgNumber: randomOrgNumber(), email: `seller-ar-${id}@example.com` };
const references: Record<string, string> = {};

/** Fills the English registration form with a complete application of `values`' company. */
async function fillApplication(page: Page, values: { company: string; orgNumber: string; email: string }) {
  await page.getByLabel("Company name").fill(values.company);
  await page.getByLabel("Organisation number").fill(values.orgNumber);
  await page.getByLabel("Shop type").selectOption({ label: "Grocery store" });
  await page.getByLabel("Street address").fill("Storgata 1");
  await page.getByLabel("Postcode").fill("9008");
  await page.getByLabel("City").fill(city);
  await page.getByLabel("Name", { exact: true }).fill("Kari Nordmann");
  await page.getByLabel("E-mail").fill(values.email);
  await page.getByLabel("Phone").fill("+47 912 34 567");
}

async function openApplication(page: Page, company: string) {
  await page.goto(`/en/admin/sellers?q=${encodeURIComponent(company)}`);
  await page.getByRole("row").filter({ hasText: company }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /Seller application S-\d{6}/ })).toBeVisible(slow);
}

test("a visitor applies without JavaScript: errors per field, then the receipt page with the reference", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/become-seller");
  await expect(page.getByRole("heading", { level: 1, name: "Become a seller" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See where our products are sold" })).toHaveAttribute("href", "/en/sellers-map");

  await page.getByLabel("Company name").fill(english.company);
  await page.getByLabel("Organisation number").fill("923609017");
  await page.getByLabel("Postcode").fill("12");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
  await expect(page.getByText("Enter a valid organisation number of 9 digits.")).toBeVisible();
  await expect(page.getByText("Enter a postcode of 4 digits.")).toBeVisible();
  await expect(page.getByText("Choose a shop type.")).toBeVisible();
  await expect(page.getByLabel("Organisation number")).toHaveAttribute("aria-invalid", "true");
  // What was typed is kept.
  await expect(page.getByLabel("Company name")).toHaveValue(english.company);

  // Written with spaces, as on paper.
  await fillApplication(page, { ...english, orgNumber: english.orgNumber.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3") });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/en\/seller-registration-success\?application=[0-9a-f-]{36}$/, slow);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your application" })).toBeVisible();
  const reference = (await page.getByTestId("seller-reference").textContent())!.match(/S-\d{6,}/)![0];
  references.english = reference;

  // The same organisation cannot apply twice while its application is open.
  await page.goto("/en/become-seller");
  await fillApplication(page, { ...english, email: `again-${english.email}` });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An application for this organisation number is already being reviewed or has been approved.",
  );
  await context.close();
});

test("a visitor applies in Arabic with JavaScript (right to left) and a double click makes one application", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/ar/become-seller");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "كن بائعًا" })).toBeVisible();
  await page.getByLabel("اسم الشركة").fill(arabic.company);
  await page.getByLabel("رقم المنشأة").fill(arabic.orgNumber);
  await page.getByLabel("نوع المتجر").selectOption("cafe");
  await page.getByLabel("عنوان الشارع").fill("Kirkegata 5");
  await page.getByLabel("الرمز البريدي").fill("9009");
  await page.getByLabel("المدينة").fill(city);
  await page.getByLabel("الاسم", { exact: true }).fill("Ali Hansen");
  await page.getByLabel("البريد الإلكتروني").fill(arabic.email);
  await page.getByLabel("الهاتف").fill("+4798765432");
  await page.getByRole("button", { name: "إرسال الطلب" }).dblclick();
  await expect(page).toHaveURL(/\/ar\/seller-registration-success\?application=/, slow);
  await expect(page.getByTestId("seller-reference")).toContainText(/رقمك المرجعي: S-\d{6}/);
  references.arabic = (await page.getByTestId("seller-reference").textContent())!.match(/S-\d{6,}/)![0];
  await context.close();

  // A post from another site is refused before anything is read.
  const crossSite = await request.post("/en/become-seller", {
    form: { company: "x" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});

test("the admin approves from the dashboard's card; the seller appears on the cached sellers map; everything is removed again", async ({
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const mapUrl = `/en/sellers-map?q=${encodeURIComponent(city)}`;
  // Seen (and cached) before the approval: pending applications are not shown.
  await visitor.goto(mapUrl);
  const cached = await visitor.goto(mapUrl);
  expect(cached?.headers()["x-cache"]).toBe("hit");
  await expect(visitor.getByRole("heading", { level: 1, name: "Sellers map" })).toBeVisible();
  await expect(visitor.getByRole("status")).toHaveText("No sellers found.");

  const { context, page } = await signedInContext(browser, E2E_ADMIN);
  await page.goto("/en/admin");
  const card = page.getByRole("region", { name: "Pending sellers" });
  await expect(card.getByTestId("card-count")).not.toHaveText("0");
  await card.getByRole("link", { name: "View seller applications" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/sellers\?status=pending$/, slow);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Sellers" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel("Company, org. number, city, e-mail or reference").fill(city);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("2 applications", slow);
  await page.getByRole("row").filter({ hasText: english.company }).getByRole("link", { name: references.english }).click();
  await expect(page.getByTestId("seller-status")).toHaveText("Pending", slow);

  // A rejection needs a reason.
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a reason for the rejection (at most 2000 characters).", slow);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The status has been changed and the applicant has been e-mailed." }),
  ).toBeVisible(slow);
  await expect(page.getByTestId("seller-status")).toHaveText("Approved");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // The approval dropped the cached map: the seller is there now, grouped under its city.
  const fresh = await visitor.goto(mapUrl);
  expect(fresh?.headers()["x-cache"]).toBe("miss");
  await expect(visitor.getByRole("status")).toHaveText("1 seller");
  const group = visitor.getByRole("region", { name: city });
  await expect(group.getByRole("heading", { level: 3, name: city })).toBeVisible();
  const sellerCard = group.getByTestId("seller-card");
  await expect(sellerCard).toContainText(english.company);
  await expect(sellerCard).toContainText("Grocery store");
  await expect(sellerCard).toContainText("Storgata 1");
  await expect(sellerCard).toContainText("9008");
  // Approved without a pin: listed, not yet on the map (sellers-map.spec.ts places one).
  await expect(sellerCard).toContainText("Not on the map yet");
  await expect(sellerCard.getByRole("link", { name: /Show on map/ })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Want to sell our products? Become a seller" })).toHaveAttribute(
    "href",
    "/en/become-seller",
  );
  // The postcode filter finds it too; another city does not.
  await visitor.goto("/en/sellers-map?q=9008");
  await expect(visitor.getByTestId("seller-card").filter({ hasText: english.company })).toBeVisible();
  await visitor.goto(`/en/sellers-map?q=${encodeURIComponent(`${city}-nowhere`)}`);
  await expect(visitor.getByRole("status")).toHaveText("No sellers found.");

  // The applicant was e-mailed at each step; every write is in the audit log.
  await page.goto(`/en/admin/outbox`);
  await expect(page.getByRole("article").filter({ hasText: english.email }).filter({ hasText: "has been approved" })).toBeVisible(slow);
  await expect(page.getByRole("article").filter({ hasText: arabic.email }).filter({ hasText: "استلمنا طلبك" })).toBeVisible();
  await page.goto("/en/admin/audit?entity=seller");
  await expect(page.getByRole("main")).toContainText("seller.approve");

  // Clean up: reject (with a reason) and delete both applications; the map is empty again.
  await openApplication(page, english.company);
  await page.getByLabel("Reason (sent to the applicant; required to reject)").fill("E2E clean-up");
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByTestId("seller-status")).toHaveText("Rejected", slow);
  for (const company of [english.company, arabic.company]) {
    await openApplication(page, company);
    await page.getByLabel("Yes, delete this application and the applicant's details").check();
    await page.getByRole("button", { name: "Delete application" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/sellers$/, slow);
  }
  await page.goto(`/en/admin/sellers?q=${encodeURIComponent(city)}`);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No applications match.");
  await visitor.goto(mapUrl);
  await expect(visitor.getByRole("status")).toHaveText("No sellers found.");
  await visitorContext.close();
  await context.close();
});
