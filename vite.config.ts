import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { storefrontChunks } from "./build-tools/chunks";
import { precompress } from "./build-tools/precompress";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The server build's entry is our Express app, which embeds React Router's request handler.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { manualChunks: storefrontChunks } },
    assetsInlineLimit: 0,
  },
  ssr: {
    // PGlite loads its WebAssembly and extension bundles relative to its own files.
    external: ["@electric-sql/pglite", "pg", "pino"],
  },
  plugins: [tailwindcss(), reactRouter(), precompress()],
}));
