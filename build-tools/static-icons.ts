import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const staticIcon = fileURLToPath(new URL("../app/lib/static-icon.ts", import.meta.url));
const lucideEsm = fileURLToPath(new URL("../node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url));

/**
 * Lucide icons as static markup in production builds (ADR 0008): every lucide-react icon is made
 * by our `createLucideIcon`, which writes the icon's paths as one precomputed string instead of a
 * React element per path on every render. Server and browser builds both use it, so hydration
 * sees the same markup; `npm run dev` keeps lucide's own.
 */
export function staticIcons(): Plugin {
  return {
    name: "storefront-static-icons",
    apply: "build",
    enforce: "pre",
    config: () => ({ resolve: { alias: [{ find: /^lucide-react$/, replacement: lucideEsm }] } }),
    resolveId(source, importer) {
      if (importer?.includes("/lucide-react/dist/esm/") && source.endsWith("/createLucideIcon.mjs")) return staticIcon;
      return null;
    },
  };
}
