import type { GetModuleInfo, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { storefrontChunks } from "./chunks";

/** A module graph: id → its static importers, whether it is an entry. */
function graph(modules: Record<string, { importers?: string[]; entry?: boolean }>): GetModuleInfo {
  return (id) => {
    const module = modules[id];
    return module
      ? ({ id, isEntry: module.entry ?? false, importers: module.importers ?? [], dynamicImporters: [] } as unknown as ModuleInfo)
      : null;
  };
}

const root = "/repo/app/root.tsx";
const home = "/repo/app/routes/home.tsx";
const products = "/repo/app/routes/products.tsx";
const checkout = "/repo/app/routes/checkout.tsx?__react-router-build-client-route";
const admin = "/repo/app/routes/admin.outbox.tsx";
// As React Router's client build names route modules.
const adminProduct = "/repo/app/routes/admin.products.$productId.tsx?__react-router-build-client-route";
const clientEntry = "/repo/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx";
const kitchen = "/repo/app/routes/kitchen.dashboard.tsx?__react-router-build-client-route";
const quoteCheckout = "/repo/app/routes/quote-checkout.tsx";
const modules = graph({
  [root]: { entry: true },
  [home]: { entry: true },
  [products]: { entry: true },
  [checkout]: { entry: true },
  [admin]: { entry: true },
  [adminProduct]: { entry: true },
  [clientEntry]: { entry: true },
  [kitchen]: { entry: true },
  [quoteCheckout]: { entry: true },
  "/repo/app/components/restaurants/KitchenBoard.tsx": { importers: [kitchen] },
  "/repo/app/components/quotes/QuoteRequestForm.tsx": { importers: [quoteCheckout] },
  // Shared by a storefront page and a page of its own area: pooled, since the storefront loads it anyway.
  "/repo/app/lib/money.ts": { importers: [kitchen, "/repo/app/components/catalog/ProductCard.tsx"] },
  "/repo/node_modules/react-dom/client.js": { importers: [clientEntry] },
  "/repo/node_modules/react/index.js": { importers: [root, "/repo/node_modules/react-dom/client.js"] },
  "/repo/node_modules/lucide-react/dist/esm/icons/x.mjs": { importers: ["/repo/app/components/header/MobileDrawer.tsx"] },
  "/repo/app/components/header/MobileDrawer.tsx": { importers: [root] },
  "/repo/app/components/catalog/ProductCard.tsx": { importers: [home, products] },
  // One storefront route's own code (and the account area's): not every page's.
  "/repo/app/components/auth/FormParts.tsx": { importers: [checkout, quoteCheckout] },
  "/repo/app/components/home/HomeSections.tsx": { importers: [home] },
  "/repo/node_modules/lucide-react/dist/esm/icons/truck.mjs": { importers: ["/repo/app/components/home/HomeSections.tsx"] },
  // Reached only through import(): no static importers.
  "/repo/app/components/search/SuggestionPanel.tsx": {},
  "/repo/app/lib/message-format.ts": { importers: ["/repo/app/components/search/SuggestionPanel.tsx"] },
  "/repo/node_modules/sonner/dist/index.mjs": { importers: ["/repo/app/components/toast/Toasts.tsx"] },
  "/repo/app/components/toast/Toasts.tsx": {},
  "/repo/app/components/admin/OutboxTable.tsx": { importers: [admin] },
  "/repo/app/components/admin/ImageUploader.tsx": { importers: [adminProduct] },
  "/repo/app/lib/cycle-a.ts": { importers: ["/repo/app/lib/cycle-b.ts"] },
  "/repo/app/lib/cycle-b.ts": { importers: ["/repo/app/lib/cycle-a.ts"] },
});
const chunkOf = (id: string) => storefrontChunks(id, { getModuleInfo: modules });

describe("storefrontChunks", () => {
  it("puts React and React Router that pages load at once into vendor", () => {
    expect(chunkOf("/repo/node_modules/react-dom/client.js")).toBe("vendor");
    expect(chunkOf("/repo/node_modules/react/index.js")).toBe("vendor");
  });

  it("puts the storefront's shared code and icons into storefront", () => {
    expect(chunkOf("/repo/app/components/header/MobileDrawer.tsx")).toBe("storefront");
    expect(chunkOf("/repo/app/components/catalog/ProductCard.tsx")).toBe("storefront");
    expect(chunkOf("/repo/node_modules/lucide-react/dist/esm/icons/x.mjs")).toBe("storefront");
  });

  it("leaves what one storefront route alone uses with that route", () => {
    expect(chunkOf("/repo/app/components/auth/FormParts.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/components/home/HomeSections.tsx")).toBeUndefined();
    expect(chunkOf("/repo/node_modules/lucide-react/dist/esm/icons/truck.mjs")).toBeUndefined();
  });

  it("leaves entries, lazily loaded code and the admin area to Rollup", () => {
    for (const id of [root, home, products, checkout, clientEntry, admin]) expect(chunkOf(id)).toBeUndefined();
    expect(chunkOf("/repo/app/components/search/SuggestionPanel.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/lib/message-format.ts")).toBeUndefined();
    expect(chunkOf("/repo/node_modules/sonner/dist/index.mjs")).toBeUndefined();
    expect(chunkOf("/repo/app/components/admin/OutboxTable.tsx")).toBeUndefined();
    // The client build's route ids end in a query: the admin area is still recognised.
    expect(chunkOf("/repo/app/components/admin/ImageUploader.tsx")).toBeUndefined();
  });

  it("leaves the pages a visitor chooses to open (kitchen, quote request, Edit Mode …) to Rollup, but pools what the storefront shares with them", () => {
    expect(chunkOf("/repo/app/components/restaurants/KitchenBoard.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/components/quotes/QuoteRequestForm.tsx")).toBeUndefined();
    expect(chunkOf("/repo/app/lib/money.ts")).toBe("storefront");
  });

  it("ends on import cycles and unknown modules", () => {
    expect(chunkOf("/repo/app/lib/cycle-a.ts")).toBeUndefined();
    expect(chunkOf("/repo/unknown.ts")).toBeUndefined();
  });
});
