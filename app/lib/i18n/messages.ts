/**
 * Bundled English UI strings. The translations table overrides them per language; a key missing
 * everywhere still renders this text, never the key itself.
 */
export const defaultMessages = {
  "nav.home": "Home",
  "nav.products": "Products",
  "nav.categories": "Categories",
  "nav.about": "About Us",
  "nav.contact": "Contact Us",
  "nav.main": "Main menu",
  "nav.menu": "Menu",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.more": "More...",
  "nav.submenu": "{title} submenu",
  "search.placeholder": "Search products",
  "search.searching": "Searching...",
  "language.label": "Language",
  "auth.signIn": "Sign In",
  "home.featured": "Featured products",
  "home.viewAll": "View all products",
  "product.inclVat": "incl. VAT",
  "product.priceRange": "Price range",
  "common.skipToContent": "Skip to content",
  "notFound.title": "Page not found",
  "notFound.body": "The page you are looking for does not exist or has been moved.",
  "notFound.back": "Back to the home page",
  "unavailable.title": "We will be right back",
  "unavailable.body": "The shop cannot reach its database just now. Please try again in a moment.",
  "error.title": "Something went wrong",
  "error.body": "An unexpected error occurred. Please try again.",
  "footer.rights": "All rights reserved",
  "footer.copyright": "© {year} {company}. {rights}.",
  "footer.quicklinks": "Quick Links",
  "footer.products": "Products",
  "footer.support": "Support",
  "footer.legal": "Legal",
} as const;

export type MessageKey = keyof typeof defaultMessages;
