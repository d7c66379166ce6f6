import type { FooterSectionKey } from "../db/schema";
import type { DemoLocale, Localized } from "./demo-content";

/** Languages of the demo site: Norwegian bokmål (default), English and Arabic (right to left). */
export const demoLanguages: Array<{ code: DemoLocale; name: string; nativeName: string; direction: "ltr" | "rtl"; isDefault: boolean }> = [
  { code: "nb", name: "Norwegian Bokmål", nativeName: "Norsk bokmål", direction: "ltr", isDefault: true },
  { code: "en", name: "English", nativeName: "English", direction: "ltr", isDefault: false },
  { code: "ar", name: "Arabic", nativeName: "العربية", direction: "rtl", isDefault: false },
];

export const demoFactory = {
  name: "Fjellgården Mat AS",
  siteName: "Factory Management System",
  address: "Industriveien 14, 2670 Otta, Norway",
  phone: "+47 61 23 45 67",
  email: "post@fjellgarden.example",
  website: "https://fjellgarden.example",
  organizationNumber: "987 654 321",
  logoUrl: "/demo/logo.svg",
  faviconUrl: "/demo/favicon.svg",
};

/** The default menu: one top-level item with children (Products → the four categories). */
export const demoMenu: Array<{
  key: string;
  titleKey: string;
  url: string;
  icon: string;
  children?: Array<{ key: string; url: string; icon: string }>;
}> = [
  { key: "home", titleKey: "nav.home", url: "/", icon: "home" },
  {
    key: "products",
    titleKey: "nav.products",
    url: "/products",
    icon: "package",
    children: [
      { key: "dairy", url: "/products?category=dairy", icon: "milk" },
      { key: "grains", url: "/products?category=grains", icon: "wheat" },
      { key: "specialty", url: "/products?category=specialty", icon: "star" },
      { key: "organic", url: "/products?category=organic", icon: "leaf" },
    ],
  },
  { key: "categories", titleKey: "nav.categories", url: "/categories", icon: "grid" },
  { key: "about", titleKey: "nav.about", url: "/about", icon: "info" },
  { key: "contact", titleKey: "nav.contact", url: "/contact", icon: "mail" },
  { key: "restaurants", titleKey: "nav.restaurants", url: "/restaurants", icon: "utensils" },
  { key: "shop", titleKey: "nav.shop", url: "/shop", icon: "shopping-bag" },
];

/** The spec's footer defaults: four sections of links, keyed for translation. */
export const demoFooterSections: Record<FooterSectionKey, { title: Localized; links: Array<{ key: string; url: string }> }> = {
  quicklinks: {
    title: { nb: "Snarveier", en: "Quick Links", ar: "روابط سريعة" },
    links: [
      { key: "products", url: "/products" },
      { key: "categories", url: "/categories" },
      { key: "about", url: "/about" },
      { key: "locations", url: "/locations" },
    ],
  },
  products: {
    title: { nb: "Produkter", en: "Products", ar: "المنتجات" },
    links: [
      { key: "dairy", url: "/products?category=dairy" },
      { key: "grains", url: "/products?category=grains" },
      { key: "specialty", url: "/products?category=specialty" },
      { key: "organic", url: "/products?category=organic" },
    ],
  },
  support: {
    title: { nb: "Kundeservice", en: "Support", ar: "الدعم" },
    links: [
      { key: "contact", url: "/contact" },
      { key: "resellers", url: "/resellers" },
      { key: "support", url: "/support" },
      { key: "quality", url: "/quality" },
    ],
  },
  bottom: {
    title: { nb: "Juridisk", en: "Legal", ar: "قانوني" },
    links: [
      { key: "privacy", url: "/privacy" },
      { key: "terms", url: "/terms" },
      { key: "cookies", url: "/cookies" },
    ],
  },
};
