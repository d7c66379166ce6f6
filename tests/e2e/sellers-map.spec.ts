import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/e2e-axe";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { inLanguage, signedInContext } from "../support/e2e-flows";
import { randomOrgNumber } from "../support/org-number";

// The sellers map on a machine with no internet: the configured tiles (OpenStreetMap's by default)
// cannot load, so the map switches to its built-in outlines; the demo's dozen sellers are markers.
test.describe.configure({ mode: "serial" });

const slow = { timeout: 20_000 };
const shots = process.env.SCREENSHOT_DIR;

/** The map once Leaflet has drawn it: its markers, counting those inside clusters. */
async function drawnMap(page: Page) {
  const map = page.getByTestId("sellers-map");
  await expect(map).toHaveAttribute("data-ready", "true", slow);
  return map;
}

async function markersShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const single = document.querySelectorAll(".seller-marker").length;
    const clustered = [...document.querySelectorAll(".marker-cluster")].reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
    return single + clustered;
  });
}

test("the map shows every demo seller as a marker on the built-in base map, and a marker's popup opens", async ({ page }) => {
  const response = await page.goto("/en/sellers-map");
  // The default tiles' host may serve images (the CSP), though this machine cannot reach it.
  expect(response?.headers()["content-security-policy"]).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  await expect(page.getByRole("heading", { level: 1, name: "Sellers map" })).toBeVisible();
  const map = await drawnMap(page);
  await expect(map).toHaveAttribute("data-markers", /^\d+$/);
  expect(Number(await map.getAttribute("data-markers"))).toBeGreaterThanOrEqual(12);
  expect(await markersShown(page)).toBeGreaterThanOrEqual(12);
  // No internet: the tiles fail and Natural Earth's outlines are drawn instead.
  await expect(map).toHaveAttribute("data-base-layer", "built-in", slow);
  await expect(map.locator(".leaflet-overlay-pane path").first()).toBeAttached(slow);
  await expect(map.locator(".leaflet-control-attribution")).toContainText("Natural Earth");

  // A marker on its own (Alta, far north) opens its popup with the seller's details.
  await map.getByRole("button", { name: "Alta Gårdsmat" }).click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toContainText("Alta Gårdsmat");
  await expect(popup).toContainText("Farm shop");
  await expect(popup).toContainText("9510");
  await expect(popup.getByRole("link", { name: "alta-gardsmat.example" })).toHaveAttribute("href", "https://alta-gardsmat.example");

  // "Show on map" beside a seller in the list opens its popup, out of its cluster if need be.
  await page
    .getByTestId("seller-card")
    .filter({ hasText: "Kafé Bogstad" })
    .getByRole("link", { name: /Show on map/ })
    .click();
  await expect(popup).toContainText("Kafé Bogstad", slow);
  await expect(popup).toContainText("Bogstadveien 50");
});

test("a link from /resellers opens the seller's popup on the map", async ({ page }) => {
  await page.goto("/en/resellers?q=Nordlys");
  await page
    .getByTestId("seller-card")
    .getByRole("link", { name: /Show on map/ })
    .click();
  await expect(page).toHaveURL(/\/en\/sellers-map#seller-[0-9a-f-]{36}$/);
  const map = await drawnMap(page);
  await expect(map.locator(".leaflet-popup")).toContainText("Nordlys Kolonial", slow);
});

test("without JavaScript the list beside the map and its filter work, and /resellers lists by county and city", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/sellers-map");
  await expect(page.getByTestId("sellers-map")).toHaveCount(0);
  expect(await page.getByTestId("seller-card").count()).toBeGreaterThanOrEqual(12);
  await page.getByRole("searchbox", { name: "Name, city or postcode" }).fill("Tromsø");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/en\/sellers-map\?q=Troms%C3%B8$/);
  await expect(page.getByRole("status")).toHaveText("1 seller");
  await expect(page.getByTestId("seller-card")).toContainText("Nordlys Kolonial");
  await expect(page.getByRole("link", { name: "Sellers by region" })).toHaveAttribute("href", "/en/resellers");
  await expect(page.getByRole("link", { name: "Want to sell our products? Become a seller" })).toHaveAttribute("href", "/en/become-seller");

  await page.goto("/en/resellers");
  // The page's own text (page_content) stays above the list.
  await expect(page.getByTestId("content-page").getByRole("heading", { level: 1 })).toBeVisible();
  const regions = page.getByTestId("reseller-region");
  const names = await regions.getByRole("heading", { level: 2 }).allTextContents();
  for (const county of ["Oslo", "Innlandet", "Rogaland", "Vestland", "Trøndelag", "Nordland", "Troms", "Finnmark"])
    expect(names).toContain(county);
  const innlandet = regions.filter({ has: page.getByRole("heading", { level: 2, name: "Innlandet" }) });
  await expect(innlandet.getByRole("heading", { level: 3 })).toHaveText(["Lillehammer", "Lom"]);
  const lom = innlandet.getByTestId("seller-card").filter({ hasText: "Lom Gardsbutikk" });
  await expect(lom).toContainText("Sognefjellsvegen 5");
  await expect(lom).toContainText("Opening hours: Juni–august: alle dager 10–18");
  await expect(lom.getByRole("link", { name: "+47 61 21 10 00" })).toHaveAttribute("href", "tel:+4761211000");
  await expect(lom.getByRole("link", { name: /Show on map/ })).toHaveAttribute("href", /^\/en\/sellers-map#seller-[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "See all resellers on the map" })).toHaveAttribute("href", "/en/sellers-map");
  await expect(page.getByRole("link", { name: "Want to sell our products? Become a seller" })).toHaveAttribute("href", "/en/become-seller");

  // Searched by name, city or postcode with the GET form.
  for (const [query, found] of [
    ["bryggen", "Bryggen Delikatesse"],
    ["Ålesund", "Jugendkafeen"],
    ["4006", "Torget Matbu"],
  ] as const) {
    await page.getByRole("searchbox", { name: "Name, city or postcode" }).fill(query);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("status")).toHaveText("1 reseller");
    await expect(page.getByTestId("seller-card")).toContainText(found);
  }
  await page.getByRole("link", { name: "Show all resellers" }).click();
  expect(await page.getByTestId("seller-card").count()).toBeGreaterThanOrEqual(12);

  // The footer keeps the spec's default links; its Resellers link leads here, and this page links
  // the map and the registration (above).
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Resellers" })).toHaveAttribute("href", "/en/resellers");
  await context.close();
});

test("the postcode fills the city on the seller form (the register stays on the server), never over a typed city", async ({
  page,
  request,
}) => {
  expect(await (await request.get("/api/postcodes/2670")).json()).toEqual({ postcode: "2670", place: "Otta" });
  expect((await request.get("/api/postcodes/1234")).status()).toBe(404);
  expect((await request.get("/api/postcodes/12a4")).status()).toBe(400);
  await page.goto("/en/become-seller");
  await page.getByLabel("Postcode").fill("9008");
  await expect(page.getByLabel("City")).toHaveValue("Tromsø");
  await page.getByLabel("Postcode").fill("2686");
  await expect(page.getByLabel("City")).toHaveValue("Lom");
  await page.getByLabel("City").fill("Bøverdalen");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/postcodes/2670"));
  await page.getByLabel("Postcode").fill("2670");
  await answered;
  await expect(page.getByLabel("City")).toHaveValue("Bøverdalen");
});

for (const code of ["", "en", "ar"]) {
  test(`/sellers-map and /resellers in ${code || "nb"}: axe finds nothing serious, phone and desktop`, async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    for (const path of ["/sellers-map", "/resellers"]) {
      for (const viewport of [
        { name: "desktop", width: 1280, height: 900 },
        { name: "phone", width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(inLanguage(code, path));
        await expect(page.locator("html")).toHaveAttribute("dir", code === "ar" ? "rtl" : "ltr");
        if (path === "/sellers-map") {
          const map = await drawnMap(page);
          await expect(map).toHaveAttribute("data-base-layer", "built-in", slow);
          await map
            .locator(".leaflet-overlay-pane path")
            .first()
            .waitFor({ state: "attached", ...slow });
        }
        expect(await seriousViolations(page), `${code || "nb"} ${path} ${viewport.name}`).toEqual([]);
        if (shots) {
          if (path === "/resellers") await page.getByTestId("reseller-region").first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/${code || "nb"}${path.replace("/", "-")}-${viewport.name}.png` });
        }
      }
    }
    await context.close();
  });
}

test("the admin approves an application with its pin; it shows on the map and on /resellers, and the position is audited", async ({
  browser,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = `Pinned Shop ${id}`;
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/en/become-seller");
  await visitor.getByLabel("Company name").fill(company);
  await visitor.getByLabel("Organisation number").fill(randomOrgNumber());
  await visitor.getByLabel("Shop type").selectOption({ label: "Farm shop" });
  await visitor.getByLabel("Street address").fill("Hovdevegen 3");
  await visitor.getByLabel("Postcode").fill("2670");
  await visitor.getByLabel("City").fill("Otta");
  await visitor.getByLabel("Website (optional)").fill("pinned.example");
  await visitor.getByLabel("Opening hours (optional)").fill("Sat 10–14");
  await visitor.getByLabel("Name", { exact: true }).fill("Ola Nordmann");
  await visitor.getByLabel("E-mail").fill(`pinned-${id}@example.com`);
  await visitor.getByLabel("Phone").fill("+47 912 34 568");
  await visitor.getByRole("button", { name: "Send application" }).click();
  await expect(visitor).toHaveURL(/\/en\/seller-registration-success/, slow);

  // Seen (and cached) before the approval: a pending application is not listed.
  const resellersUrl = `/en/resellers?q=${encodeURIComponent(company)}`;
  await visitor.goto(resellersUrl);
  expect((await visitor.goto(resellersUrl))?.headers()["x-cache"]).toBe("hit");
  await expect(visitor.getByRole("status")).toHaveText("No resellers found.");

  const { context, page } = await signedInContext(browser, E2E_ADMIN);
  // The page's text stays editable in Edit Mode, the list below it.
  await page.goto("/en");
  await page.getByRole("button", { name: "Edit Mode" }).click();
  await expect(page.getByRole("button", { name: "Exit Edit" })).toBeVisible(slow);
  await page.goto("/en/resellers");
  await expect(
    page
      .getByTestId("content-page")
      .getByRole("button", { name: /^Edit / })
      .first(),
  ).toBeVisible(slow);
  expect(await page.getByTestId("seller-card").count()).toBeGreaterThanOrEqual(12);
  await page.getByRole("button", { name: "Exit Edit" }).click();
  await expect(page.getByRole("button", { name: "Edit Mode" })).toBeVisible(slow);

  await page.goto(`/en/admin/sellers?q=${encodeURIComponent(company)}`);
  await page.getByRole("row").filter({ hasText: company }).getByRole("link").click();
  await expect(page.getByTestId("seller-status")).toHaveText("Pending", slow);
  // A click on the map places the pin and fills the coordinates; typed ones are what is saved.
  const map = await drawnMap(page);
  await map.click({ position: { x: 200, y: 150 } });
  await expect(page.getByLabel("Latitude")).toHaveValue(/^\d+\.\d+$/);
  await expect(map.locator(".seller-marker")).toHaveCount(1);
  if (shots) await page.screenshot({ path: `${shots}/en-admin-seller-pin.png`, fullPage: true });
  await page.getByLabel("Latitude").fill("61.7731");
  await page.getByLabel("Longitude").fill("abc");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter both a latitude (−90 to 90) and a longitude (−180 to 180), or neither.", slow);
  await page.getByLabel("Latitude").fill("61.7731");
  await page.getByLabel("Longitude").fill("9.5402");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("seller-status")).toHaveText("Approved", slow);
  await expect(page.getByLabel("Latitude")).toHaveValue("61.7731");
  await expect(page.getByLabel("Longitude")).toHaveValue("9.5402");

  // On the map (a marker whose popup is the shop) and in the list under Innlandet, Otta.
  const mapPage = await browser.newPage();
  await mapPage.goto(`/en/sellers-map?q=${encodeURIComponent(company)}`);
  const visitorMap = await drawnMap(mapPage);
  await expect(visitorMap).toHaveAttribute("data-markers", "1");
  await visitorMap.getByRole("button", { name: company }).click();
  await expect(visitorMap.locator(".leaflet-popup")).toContainText("Hovdevegen 3");
  await expect(visitorMap.locator(".leaflet-popup")).toContainText("Sat 10–14");
  // The approval dropped the cached list.
  expect((await visitor.goto(resellersUrl))?.headers()["x-cache"]).toBe("miss");
  const region = visitor.getByTestId("reseller-region");
  await expect(region.getByRole("heading", { level: 2 })).toHaveText("Innlandet");
  await expect(region.getByRole("heading", { level: 3 })).toHaveText("Otta");
  await expect(region.getByTestId("seller-card").getByRole("link", { name: "pinned.example" })).toHaveAttribute(
    "href",
    "https://pinned.example",
  );

  // The pin is moved later, without JavaScript's map: the form's fields alone.
  await page.getByLabel("Latitude").fill("61.7");
  await page.getByLabel("Longitude").fill("9.5");
  await page.getByRole("button", { name: "Save position" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The position has been saved." })).toBeVisible(slow);
  await page.goto("/en/admin/audit?entity=seller");
  await expect(page.getByRole("main")).toContainText("seller.position");

  // Clean up: reject and delete.
  await page.goto(`/en/admin/sellers?q=${encodeURIComponent(company)}`);
  await page.getByRole("row").filter({ hasText: company }).getByRole("link").click();
  await page.getByLabel("Reason (sent to the applicant; required to reject)").fill("E2E clean-up");
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByTestId("seller-status")).toHaveText("Rejected", slow);
  await page.getByLabel("Yes, delete this application and the applicant's details").check();
  await page.getByRole("button", { name: "Delete application" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/sellers$/, slow);
  await mapPage.close();
  await visitorContext.close();
  await context.close();
});
