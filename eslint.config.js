import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Domain boundaries (app/server/README.md). Outside its own folder, a domain is reached only through
 * its public files: `queries.server.ts`, `commands.server.ts`, `<topic>-queries.server.ts`,
 * `<topic>-commands.server.ts`, and the entry files listed here. Everything else in a domain's folder
 * is internal to it. The shared folders (backoffice's guard, audit and dashboard, db, forms, guest,
 * media, page-cache, seo, seed) and the top-level files of app/server are not domains. Tests may reach
 * into internals (they test them).
 */
const domains = {
  account: [],
  ai: [],
  auth: ["admins", "auth", "cookies", "flash", "mail-limit", "passwords", "secret", "session", "viewer"],
  cart: ["guest", "lines", "owner", "sign-in", "visitor"],
  catalog: ["categories", "listing", "product", "search", "shop"],
  "catalog-pdf": ["catalog-pdf", "request"],
  content: ["content-route", "pages", "rich-text"],
  "edit-mode": ["access", "footer", "menu", "revert", "revisions", "strings", "texts", "uploads"],
  mail: ["compose", "mail-language", "mailer", "messages", "templates"],
  navigation: [],
  newsletters: ["tokens"],
  orders: ["access", "checkout-form", "mail", "payment-providers"],
  payments: ["service", "stripe", "vipps"],
  quotes: ["basket", "mail", "request-form", "visitor"],
  restaurants: ["checkout-form", "mail", "orders", "realtime", "views"],
  sellers: ["application-form", "geocoder", "mail"],
  site: ["home", "path-in-language", "route-language", "shell"],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// How an import reaches a domain's folder: `~/server/…`, from another folder of app/server (`../…`), from
// app/ or a route (`./server/…`, `../server/…`), and, for app/server's own top-level files, `./…`.
const viaServer = "~/server/|(\\.\\./)+|(\\.\\./)*(\\./)?server/";
const viaServerTopLevel = `${viaServer}|\\./`;
const boundary =
  (prefix) =>
  ([domain, entries]) => {
    const entry = entries.map((name) => `${escape(name)}(\\.server)?`).join("|");
    const publicFile = `((queries|commands|[a-z-]+-queries|[a-z-]+-commands)\\.server${entry ? `|${entry}` : ""})`;
    return {
      regex: `^(${prefix})${escape(domain)}/(?!${publicFile}$)`,
      message: `Internal file of the ${domain} domain: import its public files (queries/commands or its listed entry files, see app/server/README.md).`,
    };
  };
const restrictionsFor = (own, prefix = viaServer) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: Object.entries(domains)
        .filter(([domain]) => domain !== own)
        .map(boundary(prefix)),
    },
  ],
});
const domainBoundaries = [
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...Object.keys(domains).map((domain) => `app/server/${domain}/**`), "**/*.test.{ts,tsx}"],
    rules: restrictionsFor(null),
  },
  {
    files: ["app/server/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictionsFor(null, viaServerTopLevel),
  },
  ...Object.keys(domains).map((domain) => ({
    files: [`app/server/${domain}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictionsFor(domain),
  })),
];

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  ...domainBoundaries,
  {
    // No React components in the Vitest tests: useTestDatabase() registers Vitest hooks, not React ones.
    files: ["tests/integration/**", "tests/support/**", "app/**/*.integration.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
