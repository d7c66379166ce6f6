/**
 * Writes every product icon (in two sample colour pairs), the logo and the
 * favicon to /tmp/artwork-preview/*.svg, plus an index.html contact sheet.
 *
 *   npx tsx scripts/render-artwork-preview.ts [outDir]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTWORK_ICONS, faviconArtwork, logoArtwork, productArtwork, type ArtworkIcon } from "./artwork";

const outDir = process.argv[2] ?? "/tmp/artwork-preview";

const PAIRS: Array<[string, string]> = [
  ["#f3efe4", "#d9e8dc"],
  ["#2f5d8a", "#8fb8d8"],
];

const LABELS: Record<ArtworkIcon, [string, string]> = {
  milk: ["Helmelk 1 l", "حليب كامل الدسم"],
  cheese: ["Norvegia-ost", "جبنة نرويجية"],
  butter: ["Meierismør", "زبدة"],
  yoghurt: ["Jordbæryoghurt", "زبادي بالفراولة"],
  cream: ["Kremfløte", "قشطة"],
  grain: ["Økologisk hvete", ""],
  bread: ["Grovbrød", "خبز"],
  flour: ["Sammalt mel", ""],
  oats: ["Havregryn", "شوفان"],
  jar: ["Bringebærsyltetøy", ""],
  honey: ["Lynghonning", "عسل"],
  fish: ["Røkt laks & ørret", "سمك السلمون"],
  meat: ["Fenalår fra gården", ""],
  berry: ["Tyttebær & multer", "توت"],
  egg: ["Frittgående egg", "بيض"],
  leaf: ["Økologisk", ""],
  juice: ["Eplemost <100%>", "عصير"],
  cookie: ["Havrekjeks", ""],
};

mkdirSync(outDir, { recursive: true });

const cells: string[] = [];
for (const icon of ARTWORK_ICONS) {
  const [label1, label2] = LABELS[icon];
  const files: Array<[string, string]> = [
    [`${icon}.svg`, productArtwork({ icon, colors: PAIRS[0] ?? ["#fff", "#eee"], label: label1 })],
    [`${icon}-2.svg`, productArtwork({ icon, colors: PAIRS[1] ?? ["#fff", "#eee"], label: label2 || undefined })],
  ];
  for (const [name, svg] of files) {
    writeFileSync(join(outDir, name), svg, "utf8");
    cells.push(`<figure><img src="${name}" width="260" height="260" alt=""><figcaption>${name}</figcaption></figure>`);
  }
}

writeFileSync(join(outDir, "logo.svg"), logoArtwork(), "utf8");
writeFileSync(join(outDir, "favicon.svg"), faviconArtwork(), "utf8");
cells.push(`<figure><img src="logo.svg" width="256" height="256" alt=""><figcaption>logo.svg</figcaption></figure>`);
cells.push(
  `<figure class="small"><img src="logo.svg" width="32" height="32" alt=""> <img src="favicon.svg" width="64" height="64" alt=""> ` +
    `<img src="favicon.svg" width="32" height="32" alt=""> <img src="favicon.svg" width="16" height="16" alt="">` +
    `<figcaption>logo@32, favicon@64/32/16</figcaption></figure>`,
);

const html = `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Artwork preview</title>
<style>
  body { margin: 16px; font-family: system-ui, sans-serif; background: #fafaf7; }
  .grid { display: grid; grid-template-columns: repeat(6, 260px); gap: 12px; }
  figure { margin: 0; text-align: center; }
  figure.small { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 10px; background: #fff; }
  figure.small figcaption { width: 100%; }
  figcaption { font-size: 12px; color: #555; }
</style></head>
<body><div class="grid">
${cells.join("\n")}
</div></body></html>
`;
writeFileSync(join(outDir, "index.html"), html, "utf8");

console.log(`Wrote ${cells.length} previews to ${outDir}`);
