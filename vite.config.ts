import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { storefrontChunks } from "./build-tools/chunks";
import { precompress } from "./build-tools/precompress";
import { reactRouterServerMemo } from "./build-tools/react-router-server-memo";
import { staticIcons } from "./build-tools/static-icons";

// react-router's package.json points every export condition at its development build (which runs
// its dev-only warnings on every render); production builds use the production build it ships
// beside it, on the server and in the browser alike (ADR 0008).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    // The server build's entry is our Express app, which embeds React Router's request handler.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { manualChunks: storefrontChunks } },
    assetsInlineLimit: 0,
    // Edit Mode's kit (admins only) is imported from visitor code: its import names no files to
    // preload, so the visitor's chunks do not carry its dependency list (the kit loads them itself).
    modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)kit-[\w-]+\.js$/.test(file) ? [] : deps) },
  },
  ssr: {
    // PGlite loads its WebAssembly and extension bundles relative to its own files.
    external: ["@electric-sql/pglite", "pg", "pino"],
    // Bundled so that they, like our code, get React Router's production build (one copy).
    noExternal: ["react-router", "@react-router/node", "lucide-react"],
  },
  plugins: [staticIcons(), reactRouterServerMemo(), tailwindcss(), reactRouter(), precompress()],
}));
