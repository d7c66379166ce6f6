// Writes the demo site's pictures (logo, favicon, flags, one per product) into public/demo/.
// Run after changing the demo products (seed/products.json) or the artwork: `npx tsx scripts/generate-demo-assets.ts`.
import fs from "node:fs";
import path from "node:path";
import { loadDemoData } from "../app/server/seed/demo-data.server";
import { faviconArtwork, logoArtwork, productArtwork } from "./artwork";

const out = path.resolve(import.meta.dirname, "..", "public");
const write = (relative: string, content: string) => {
  const file = path.join(out, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const flags: Record<string, string> = {
  // Norway: red field, white-bordered blue Nordic cross (22:16).
  nb: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 22 16" width="22" height="16"><rect width="22" height="16" fill="#ba0c2f"/><path d="M0 8h22M8 0v16" stroke="#fff" stroke-width="4"/><path d="M0 8h22M8 0v16" stroke="#00205b" stroke-width="2"/></svg>`,
  // United Kingdom (for English).
  en: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="30" height="15"><clipPath id="s"><path d="M0,0 v30 h60 v-30 z"/></clipPath><clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath><g clip-path="url(#s)"><path d="M0,0 v30 h60 v-30 z" fill="#012169"/><path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/><path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/><path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/><path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/></g></svg>`,
};

write("demo/logo.svg", logoArtwork());
write("demo/favicon.svg", faviconArtwork());
write("favicon.svg", faviconArtwork());
for (const [code, svg] of Object.entries(flags)) write(`demo/flags/${code}.svg`, svg);
const { products: demoProducts } = loadDemoData();
for (const product of demoProducts) {
  write(`demo/products/${product.key}.svg`, productArtwork({ icon: product.icon, colors: product.colors }));
}
console.log(`wrote ${demoProducts.length} product pictures, logo, favicon and ${Object.keys(flags).length} flags to ${out}`);
