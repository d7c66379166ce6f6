/**
 * Deterministic, dependency-free SVG artwork for seeded catalogue content:
 * product pictures, the company logo and the favicon.
 *
 * Every function is pure: the same input always yields the same markup.
 * The markup is standalone SVG (xmlns, viewBox, width, height), with no
 * external references, no scripts and no web fonts.
 */

import { type DemoIcon, demoIcons } from "../app/server/seed/demo-schemas";

/** The pictures it draws: the list the demo data's schema checks each product's icon against. */
export type ArtworkIcon = DemoIcon;
export const ARTWORK_ICONS: readonly ArtworkIcon[] = demoIcons;

const FONT_FAMILY = "system-ui, sans-serif";
const BRAND_GREEN = "#1f5135";
const BRAND_GOLD = "#d9a441";

/* ------------------------------------------------------------------ */
/* Text helpers                                                        */
/* ------------------------------------------------------------------ */

/**
 * XML-escape text for use in element content or attribute values.
 * Characters that are not allowed in XML 1.0 at all (C0 controls other than
 * tab/newline/carriage return, lone surrogates, U+FFFE/U+FFFF) are dropped.
 */
export function escapeXml(text: string): string {
  return (
    String(text)
      // eslint-disable-next-line no-control-regex -- stripping characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

const RTL_PATTERN = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

function isRtl(text: string): boolean {
  return RTL_PATTERN.test(text);
}

/* ------------------------------------------------------------------ */
/* Colour helpers                                                      */
/* ------------------------------------------------------------------ */

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const SAFE_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]{1,60}\))$/;

function safeColor(value: string, fallback: string): string {
  const v = String(value).trim();
  return SAFE_COLOR.test(v) ? v : fallback;
}

function parseColor(value: string): Rgb | null {
  const v = value.trim();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/i.exec(v);
  if (m) {
    return {
      r: parseInt(`${m[1]}${m[1]}`, 16),
      g: parseInt(`${m[2]}${m[2]}`, 16),
      b: parseInt(`${m[3]}${m[3]}`, 16),
    };
  }
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(v);
  if (m) {
    return { r: parseInt(m[1] ?? "0", 16), g: parseInt(m[2] ?? "0", 16), b: parseInt(m[3] ?? "0", 16) };
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(v);
  if (m) {
    return {
      r: clamp(Number(m[1]), 0, 255),
      g: clamp(Number(m[2]), 0, 255),
      b: clamp(Number(m[3]), 0, 255),
    };
  }
  return null;
}

function clamp(n: number, lo: number, hi: number): number {
  if (!Number.isFinite(n)) return lo;
  return Math.min(hi, Math.max(lo, n));
}

function toHex({ r, g, b }: Rgb): string {
  const h = (n: number) =>
    Math.round(clamp(n, 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${h(r)}${h(g)}${h(b)}`;
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const hue = (p: number, q: number, t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 };
}

/** Same hue as `base`, with the given lightness and at least `minSat` saturation. */
function tone(base: Rgb, lightness: number, minSat = 0.35): string {
  const [h, s] = rgbToHsl(base);
  const sat = s < 0.04 ? s : Math.max(s, minSat);
  return toHex(hslToRgb(h, Math.min(sat, 0.85), lightness));
}

/* ------------------------------------------------------------------ */
/* Misc helpers                                                        */
/* ------------------------------------------------------------------ */

/** FNV-1a 32-bit hash, used to make element ids unique per artwork. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function pts(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
}

function poly(points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Oblique box: front rectangle plus top and right-hand side faces. */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  fills: { front: string; top: string; side: string },
): string {
  return [
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w + dx, y + dy],
        [x + dx, y + dy],
      ],
      fills.top,
    ),
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      fills.side,
    ),
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${fills.front}"/>`,
  ].join("");
}

/** Egg outline (narrower at the top), centred on (cx, cy). */
function eggPath(cx: number, cy: number, w: number, h: number): string {
  const t = cy - h / 2;
  const b = cy + h / 2;
  const r = w / 2;
  return (
    `M${fmt(cx)},${fmt(t)}` +
    `C${fmt(cx + r * 0.62)},${fmt(t)} ${fmt(cx + r)},${fmt(cy - h * 0.08)} ${fmt(cx + r)},${fmt(cy + h * 0.14)}` +
    `C${fmt(cx + r)},${fmt(cy + h * 0.38)} ${fmt(cx + r * 0.56)},${fmt(b)} ${fmt(cx)},${fmt(b)}` +
    `C${fmt(cx - r * 0.56)},${fmt(b)} ${fmt(cx - r)},${fmt(cy + h * 0.38)} ${fmt(cx - r)},${fmt(cy + h * 0.14)}` +
    `C${fmt(cx - r)},${fmt(cy - h * 0.08)} ${fmt(cx - r * 0.62)},${fmt(t)} ${fmt(cx)},${fmt(t)}Z`
  );
}

interface IconContext {
  /** Returns a document-unique id for a local name. */
  id: (name: string) => string;
  accent: string;
  accentDark: string;
  accentLight: string;
}

interface IconDrawing {
  /** Half-width of the ground shadow, in icon units (icon box is 400x400). */
  shadow: number;
  defs: string;
  body: string;
}

/* ------------------------------------------------------------------ */
/* Icons — each drawn in a 400x400 box, resting on y ≈ 380             */
/* ------------------------------------------------------------------ */

function drawMilk(c: IconContext): IconDrawing {
  const x = 150;
  const y = 150;
  const w = 130;
  const h = 230;
  const dx = 48;
  const dy = -22;
  const ridgeY = 80;
  const body = [
    // glass of milk, in front on the left
    `<path d="M62,250 L146,250 L138,378 Q138,384 132,384 L76,384 Q70,384 70,378 Z" fill="#e4eef6" opacity="0.9"/>`,
    // carton side + gable
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      "#d3dde8",
    ),
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx / 2, ridgeY],
      ],
      "#bccad8",
    ),
    // roof + fin
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w + dx / 2, ridgeY],
        [x + dx / 2, ridgeY],
      ],
      "#e8eef5",
    ),
    poly(
      [
        [x + dx / 2, ridgeY],
        [x + w + dx / 2, ridgeY],
        [x + w + dx / 2, ridgeY - 16],
        [x + dx / 2, ridgeY - 16],
      ],
      "#f4f7fb",
    ),
    poly(
      [
        [x + w + dx / 2, ridgeY],
        [x + w + dx / 2 + 6, ridgeY - 3],
        [x + w + dx / 2 + 6, ridgeY - 19],
        [x + w + dx / 2, ridgeY - 16],
      ],
      "#c7d3df",
    ),
    // front
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfdff"/>`,
    // cap on the roof
    `<rect x="${x + 40}" y="106" width="34" height="14" rx="3" fill="${c.accentDark}"/>`,
    `<ellipse cx="${x + 57}" cy="106" rx="17" ry="6" fill="${c.accent}"/>`,
    // wave panel
    `<path d="M${x},282 C${x + 40},258 ${x + 80},300 ${x + w},268 L${x + w},${y + h} L${x},${y + h} Z" fill="${c.accent}"/>`,
    poly(
      [
        [x + w, 268],
        [x + w + dx, 268 + dy - 4],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      c.accentDark,
    ),
    // milk drop on the panel
    `<path d="M${x + 65},296 C${x + 65},296 ${x + 42},326 ${x + 42},342 A23,23 0 0 0 ${x + 88},342 C${x + 88},326 ${x + 65},296 ${x + 65},296 Z" fill="#ffffff"/>`,
    `<ellipse cx="${x + 56}" cy="343" rx="5" ry="8" fill="${c.accentLight}" opacity="0.8"/>`,
    // faux lettering
    `<rect x="${x + 20}" y="182" width="78" height="14" rx="7" fill="${c.accent}"/>`,
    `<rect x="${x + 20}" y="206" width="50" height="9" rx="4.5" fill="${c.accentLight}"/>`,
    `<rect x="${x + 20}" y="224" width="64" height="9" rx="4.5" fill="${c.accentLight}"/>`,
    // glass contents
    `<path d="M66,274 L142,274 L138,372 Q138,378 132,378 L76,378 Q70,378 70,372 Z" fill="#ffffff"/>`,
    `<ellipse cx="104" cy="274" rx="38" ry="7" fill="#f1f5f9"/>`,
    `<path d="M62,250 L146,250" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.9"/>`,
    `<rect x="80" y="290" width="8" height="70" rx="4" fill="#e9f0f6"/>`,
  ].join("");
  return { shadow: 150, defs: "", body };
}

function drawCheese(c: IconContext): IconDrawing {
  const g = c.id("cheese-front");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#f9d35b"/><stop offset="1" stop-color="#f3c03c"/></linearGradient>`;
  const holesFront: Array<[number, number, number]> = [
    [92, 298, 15],
    [160, 322, 10],
    [212, 280, 19],
    [290, 318, 12],
    [128, 268, 7],
    [262, 262, 6],
  ];
  const body = [
    // rind face on the right
    `<path d="M330,232 C358,222 372,200 372,168 L372,273 C372,305 358,327 330,337 Z" fill="#e39d22"/>`,
    `<path d="M330,244 C356,234 368,214 372,190 L372,204 C366,228 354,246 330,256 Z" fill="#f2b94a" opacity="0.7"/>`,
    // top face
    `<path d="M40,245 L330,232 C358,222 372,200 372,168 Z" fill="#ffe58f"/>`,
    // front face
    `<path d="M40,245 L330,232 L330,337 L40,350 Z" fill="url(#${g})"/>`,
    `<path d="M40,245 L330,232 L330,240 L40,253 Z" fill="#ffe98f" opacity="0.6"/>`,
    ...holesFront.map(
      ([hx, hy, r]) =>
        `<ellipse cx="${hx}" cy="${hy}" rx="${r}" ry="${fmt(r * 0.92)}" fill="#dca22a"/>` +
        `<ellipse cx="${fmt(hx + r * 0.15)}" cy="${fmt(hy + r * 0.18)}" rx="${fmt(r * 0.78)}" ry="${fmt(r * 0.7)}" fill="#e8b43a"/>`,
    ),
    // holes on the top face
    `<ellipse cx="250" cy="219" rx="15" ry="5" fill="#efc24f"/>`,
    `<ellipse cx="318" cy="204" rx="10" ry="3.5" fill="#efc24f"/>`,
    `<ellipse cx="160" cy="233" rx="9" ry="3" fill="#efc24f"/>`,
  ].join("");
  return { shadow: 175, defs, body: `<g transform="translate(0,26)">${body}</g>` };
}

function drawButter(c: IconContext): IconDrawing {
  const dx = 50;
  const dy = -36;
  const body = [
    // paper wrapper
    poly(
      [
        [22, 352],
        [300, 352],
        [372, 300],
        [94, 300],
      ],
      "#ffffff",
    ),
    poly(
      [
        [22, 352],
        [300, 352],
        [300, 360],
        [22, 360],
      ],
      "#e6e9ee",
    ),
    poly(
      [
        [300, 352],
        [372, 300],
        [372, 308],
        [300, 360],
      ],
      "#d7dbe2",
    ),
    poly(
      [
        [40, 344],
        [284, 344],
        [346, 300],
        [330, 300],
        [276, 338],
        [48, 338],
      ],
      c.accentLight,
    ),
    poly(
      [
        [94, 300],
        [130, 300],
        [72, 342],
        [36, 342],
      ],
      c.accent,
      'opacity="0.35"',
    ),
    // block
    box(62, 244, 178, 84, dx, dy, { front: "#f7d86a", top: "#fff0a6", side: "#e9bf45" }),
    // cut slice
    box(254, 244, 26, 84, dx, dy, { front: "#f7d86a", top: "#fff0a6", side: "#e9bf45" }),
    // cut surface highlight on the block's end
    poly(
      [
        [240, 244],
        [290, 208],
        [290, 292],
        [240, 328],
      ],
      "#f4cf58",
      'opacity="0.55"',
    ),
    // sheen
    `<rect x="74" y="256" width="120" height="7" rx="3.5" fill="#fff3b8" opacity="0.8"/>`,
    // embossed stamp on the front
    `<ellipse cx="151" cy="292" rx="46" ry="20" fill="none" stroke="#e9c452" stroke-width="4"/>`,
    `<rect x="128" y="288" width="46" height="8" rx="4" fill="#e9c452"/>`,
    // knife marks on the top face
    `<path d="M130,226 C160,220 190,214 226,210 M150,236 C180,230 204,226 232,222" stroke="#f6dc7c" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 180, defs: "", body };
}

function drawYoghurt(c: IconContext): IconDrawing {
  const g = c.id("yog-body");
  const foil = c.id("yog-foil");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${c.accent}"/><stop offset="0.55" stop-color="${c.accent}"/>` +
    `<stop offset="1" stop-color="${c.accentDark}"/></linearGradient>` +
    `<linearGradient id="${foil}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#c5ccd6"/></linearGradient>`;
  const body = [
    // peeled foil lid, hinged at the back right
    `<g transform="rotate(16 300 150)">` +
      `<path d="M104,150 C96,96 140,46 206,40 C272,34 314,84 306,150 Z" fill="url(#${foil})"/>` +
      `<path d="M120,132 C118,96 150,62 204,58 C258,54 290,92 290,132 Z" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>` +
      `<path d="M104,150 C96,96 140,46 206,40 C180,48 150,62 136,84 Z" fill="#ffffff" opacity="0.5"/>` +
      `<path d="M150,110 L176,104 M220,92 L252,100 M186,130 L222,126" stroke="#b9c0ca" stroke-width="2.5" stroke-linecap="round"/>` +
      `</g>`,
    // cup
    `<path d="M100,150 L125,372 A75,16 0 0 0 275,372 L300,150 Z" fill="url(#${g})"/>`,
    `<path d="M116,160 L136,350 L152,352 L134,162 Z" fill="#ffffff" opacity="0.18"/>`,
    // label band
    `<path d="M107,214 Q200,238 293,214 L282,310 Q200,334 118,310 Z" fill="#ffffff"/>`,
    // strawberry on the band
    `<path d="M200,248 C222,248 236,258 234,272 C232,290 212,304 200,312 C188,304 168,290 166,272 C164,258 178,248 200,248 Z" fill="#e0364b"/>`,
    `<path d="M184,250 L200,258 L216,250 L212,244 L200,248 L188,244 Z" fill="#3f8f45"/>`,
    `<circle cx="190" cy="270" r="2.4" fill="#ffd6a0"/><circle cx="208" cy="268" r="2.4" fill="#ffd6a0"/>` +
      `<circle cx="198" cy="284" r="2.4" fill="#ffd6a0"/><circle cx="214" cy="286" r="2.4" fill="#ffd6a0"/>` +
      `<circle cx="184" cy="286" r="2.4" fill="#ffd6a0"/><circle cx="200" cy="298" r="2.4" fill="#ffd6a0"/>`,
    `<rect x="132" y="266" width="22" height="7" rx="3.5" fill="${c.accentLight}"/>`,
    `<rect x="246" y="266" width="22" height="7" rx="3.5" fill="${c.accentLight}"/>`,
    // rim and contents
    `<ellipse cx="200" cy="150" rx="104" ry="25" fill="${c.accentDark}"/>`,
    `<ellipse cx="200" cy="149" rx="94" ry="20" fill="#fbf8f3"/>`,
    `<path d="M150,150 C170,136 222,136 248,146 C226,142 186,144 168,156 Z" fill="#ece4d8"/>`,
    `<path d="M196,156 C214,150 240,152 250,158" stroke="#ece4d8" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 110, defs, body };
}

function drawCream(c: IconContext): IconDrawing {
  const glass = c.id("cream-glass");
  const defs =
    `<linearGradient id="${glass}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f7f3ea"/>` +
    `<stop offset="1" stop-color="#e6dfd0"/></linearGradient>`;
  const bottle =
    "M112,380 Q90,380 90,358 L90,222 C90,178 132,170 132,126 L132,88 L198,88 L198,126 C198,170 240,178 240,222 L240,358 Q240,380 218,380 Z";
  const body = [
    // bottle
    `<path d="${bottle}" fill="url(#${glass})"/>`,
    `<path d="M106,228 C106,196 140,186 146,150 L146,104 L154,104 L154,152 C148,190 118,200 118,230 L118,350 L106,350 Z" fill="#ffffff" opacity="0.9"/>`,
    // cap
    `<rect x="124" y="66" width="82" height="28" rx="7" fill="${c.accent}"/>`,
    `<rect x="124" y="86" width="82" height="8" rx="3" fill="${c.accentDark}"/>`,
    `<rect x="132" y="72" width="30" height="6" rx="3" fill="${c.accentLight}" opacity="0.8"/>`,
    // label
    `<rect x="104" y="248" width="122" height="92" rx="16" fill="${c.accent}"/>`,
    `<rect x="104" y="248" width="122" height="92" rx="16" fill="none" stroke="${c.accentDark}" stroke-width="3" opacity="0.4"/>`,
    `<path d="M126,282 C138,270 150,270 165,282 C180,294 192,294 204,282" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M126,302 C138,290 150,290 165,302 C180,314 192,314 204,302" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    `<rect x="132" y="320" width="66" height="7" rx="3.5" fill="${c.accentLight}"/>`,
    // bowl of whipped cream
    `<path d="M238,318 L372,318 C370,352 344,372 305,372 C266,372 240,352 238,318 Z" fill="${c.accentDark}"/>`,
    `<path d="M244,318 L366,318 C364,332 356,342 344,350 C320,340 282,332 244,318 Z" fill="${c.accent}" opacity="0.6"/>`,
    `<rect x="283" y="370" width="44" height="10" rx="4" fill="${c.accentDark}"/>`,
    `<ellipse cx="305" cy="318" rx="68" ry="10" fill="${c.accent}"/>`,
    // whipped cream swirl
    `<path d="M250,318 C242,300 262,290 276,294 C270,276 290,266 304,272 C302,256 316,244 322,232 C324,246 342,258 334,274 C350,272 362,288 352,300 C368,302 370,316 360,320 Z" fill="#fffdf7"/>`,
    `<path d="M276,294 C292,300 322,300 334,290 M304,272 C312,278 326,278 334,274 M262,312 C286,318 330,318 352,306" stroke="#e9e1d1" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 165, defs, body };
}

function wheatEar(): string {
  const parts: string[] = [];
  // stalk
  parts.push(`<path d="M0,0 C2,-90 2,-180 0,-292" stroke="#c48c2c" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  // awns (drawn first so kernels sit on top)
  for (let i = 0; i < 6; i++) {
    const y = -146 - i * 26;
    parts.push(
      `<path d="M-14,${y - 14} L-46,${y - 80} M14,${y - 14} L46,${y - 80}" stroke="#e2b659" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<path d="M0,-310 L0,-372" stroke="#e2b659" stroke-width="2.5" stroke-linecap="round"/>`);
  for (let i = 0; i < 6; i++) {
    const y = -146 - i * 26;
    parts.push(
      `<ellipse cx="-13" cy="${y}" rx="12" ry="23" transform="rotate(-28 -13 ${y})" fill="#e9b44c"/>` +
        `<ellipse cx="-15" cy="${y - 3}" rx="5" ry="14" transform="rotate(-28 -15 ${y - 3})" fill="#f6d487"/>` +
        `<ellipse cx="13" cy="${y}" rx="12" ry="23" transform="rotate(28 13 ${y})" fill="#dca23a"/>` +
        `<ellipse cx="11" cy="${y - 3}" rx="5" ry="14" transform="rotate(28 11 ${y - 3})" fill="#ecc36a"/>`,
    );
  }
  parts.push(`<ellipse cx="0" cy="-300" rx="11" ry="22" fill="#e9b44c"/>`);
  parts.push(`<ellipse cx="-3" cy="-303" rx="4.5" ry="13" fill="#f6d487"/>`);
  // leaf on the stalk
  parts.push(`<path d="M0,-60 C-30,-80 -50,-110 -52,-140 C-30,-120 -8,-100 0,-76 Z" fill="#cf9a36"/>`);
  return parts.join("");
}

function drawGrain(c: IconContext): IconDrawing {
  const ear = wheatEar();
  const body = [
    `<g transform="translate(200,384) rotate(-24) scale(0.92)">${ear}</g>`,
    `<g transform="translate(200,384) rotate(24) scale(0.92)">${ear}</g>`,
    `<g transform="translate(200,384)">${ear}</g>`,
    // ribbon
    `<path d="M172,320 L228,320 L232,342 L168,342 Z" fill="${c.accent}"/>`,
    `<path d="M200,330 L168,356 L176,366 L200,344 L224,366 L232,356 Z" fill="${c.accentDark}"/>`,
    `<circle cx="200" cy="331" r="9" fill="${c.accentDark}"/>`,
  ].join("");
  return { shadow: 95, defs: "", body };
}

function drawBread(c: IconContext): IconDrawing {
  const g = c.id("bread-crust");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#b8702e"/><stop offset="0.6" stop-color="#cf8b45"/>` +
    `<stop offset="1" stop-color="#d99b58"/></linearGradient>`;
  const body = [
    // loaf
    `<path d="M34,340 C26,250 90,168 180,168 C270,168 330,250 322,340 Q320,372 290,372 L66,372 Q36,372 34,340 Z" fill="url(#${g})"/>`,
    `<path d="M40,344 C52,352 300,352 316,344 Q314,370 290,370 L66,370 Q40,370 40,344 Z" fill="#a9652a" opacity="0.55"/>`,
    // scoring
    `<path d="M88,238 C104,210 126,196 146,190 C136,210 116,228 88,238 Z" fill="#f1c98e"/>`,
    `<path d="M144,224 C160,196 186,184 210,180 C198,202 174,218 144,224 Z" fill="#f1c98e"/>`,
    `<path d="M206,218 C222,194 248,186 270,188 C258,208 234,218 206,218 Z" fill="#f1c98e"/>`,
    `<path d="M60,300 C70,260 96,230 120,214" stroke="#e8b477" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.55"/>`,
    // wheat sprinkle
    `<ellipse cx="120" cy="278" rx="3" ry="5" fill="#f0c88e" transform="rotate(30 120 278)"/>` +
      `<ellipse cx="170" cy="262" rx="3" ry="5" fill="#f0c88e" transform="rotate(-20 170 262)"/>` +
      `<ellipse cx="230" cy="270" rx="3" ry="5" fill="#f0c88e" transform="rotate(50 230 270)"/>` +
      `<ellipse cx="270" cy="300" rx="3" ry="5" fill="#f0c88e" transform="rotate(-40 270 300)"/>`,
    // slice leaning in front
    `<g transform="translate(-6,0)">` +
      `<path d="M262,374 L262,262 C262,222 290,204 318,204 C348,204 376,222 376,262 L376,374 Z" fill="#b8702e"/>` +
      `<path d="M272,366 L272,264 C272,232 294,216 318,216 C344,216 366,232 366,264 L366,366 Z" fill="#f6e1b5"/>` +
      `<ellipse cx="298" cy="262" rx="4" ry="3" fill="#e4c48c"/><ellipse cx="336" cy="250" rx="3" ry="2.4" fill="#e4c48c"/>` +
      `<ellipse cx="318" cy="300" rx="5" ry="3.5" fill="#e4c48c"/><ellipse cx="346" cy="322" rx="3.5" ry="2.6" fill="#e4c48c"/>` +
      `<ellipse cx="292" cy="336" rx="4" ry="3" fill="#e4c48c"/><ellipse cx="326" cy="350" rx="3" ry="2.2" fill="#e4c48c"/>` +
      `</g>`,
  ].join("");
  void c;
  return { shadow: 180, defs, body: `<g transform="translate(8,0)">${body}</g>` };
}

function drawFlour(c: IconContext): IconDrawing {
  const g = c.id("flour-sack");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#f1e6cd"/><stop offset="0.65" stop-color="#ead9b6"/>` +
    `<stop offset="1" stop-color="#d8c29a"/></linearGradient>`;
  const body = [
    // open top with flour inside
    `<path d="M158,146 C138,124 118,104 116,82 C150,92 170,88 200,80 C230,88 252,92 286,82 C282,106 262,126 242,146 Z" fill="#e3d1ab"/>`,
    `<ellipse cx="200" cy="94" rx="70" ry="14" fill="#fffdf8"/>`,
    `<path d="M150,94 C170,78 230,76 250,92 C230,86 176,86 150,94 Z" fill="#ffffff"/>`,
    // sack body
    `<path d="M158,146 C100,176 76,250 78,336 Q80,378 118,380 L282,380 Q320,378 322,336 C324,250 300,176 242,146 Z" fill="url(#${g})"/>`,
    `<path d="M110,200 C96,240 92,290 96,340" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.45"/>`,
    `<path d="M250,170 C270,220 276,300 268,370" stroke="#cdb68b" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    // tie
    `<path d="M150,138 Q200,152 250,138 L252,156 Q200,170 148,156 Z" fill="#8a6337"/>`,
    `<path d="M226,152 C240,170 236,190 222,198 M230,152 C252,166 262,180 258,196" stroke="#8a6337" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    // stamp
    `<ellipse cx="200" cy="272" rx="72" ry="62" fill="none" stroke="${c.accent}" stroke-width="6"/>`,
    `<path d="M200,316 L200,236" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>`,
    [0, 1, 2, 3]
      .map((i) => {
        const y = 292 - i * 16;
        return (
          `<ellipse cx="189" cy="${y}" rx="7" ry="13" transform="rotate(-30 189 ${y})" fill="${c.accent}"/>` +
          `<ellipse cx="211" cy="${y}" rx="7" ry="13" transform="rotate(30 211 ${y})" fill="${c.accent}"/>`
        );
      })
      .join(""),
    `<ellipse cx="200" cy="226" rx="6.5" ry="12" fill="${c.accent}"/>`,
    `<rect x="150" y="344" width="100" height="10" rx="5" fill="${c.accent}" opacity="0.8"/>`,
    // spilled flour and scoop
    `<path d="M40,384 C50,360 78,352 100,362 C116,354 142,360 150,384 Z" fill="#fffdf8"/>`,
    `<path d="M300,384 C306,372 324,368 336,374 C348,370 362,376 366,384 Z" fill="#fffdf8"/>`,
  ].join("");
  return { shadow: 170, defs, body };
}

/** Small deterministic pseudo-random sequence (LCG) for scattered details. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function drawOats(c: IconContext): IconDrawing {
  const g = c.id("oat-bowl");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${c.accent}"/><stop offset="0.6" stop-color="${c.accent}"/>` +
    `<stop offset="1" stop-color="${c.accentDark}"/></linearGradient>`;
  const tones = ["#f3e4c0", "#ead5a4", "#f8eed6", "#e2c890"];
  const flake = (x: number, y: number, rot: number, fill: string, s: number) =>
    `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(14 * s)}" ry="${fmt(9 * s)}" transform="rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})" fill="${fill}" stroke="#cfb27a" stroke-width="1.5"/>` +
    `<path d="M${fmt(x - 6 * s)},${fmt(y)} L${fmt(x + 6 * s)},${fmt(y)}" transform="rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})" stroke="#d9c08c" stroke-width="1.5" stroke-linecap="round"/>`;
  const rand = sequence(7);
  const flakes: Array<[number, number, number, string]> = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 11; col++) {
      const x = 66 + col * 27 + (row % 2) * 13 + (rand() - 0.5) * 10;
      const y = 184 + row * 16 + (rand() - 0.5) * 8;
      const u = (x - 200) / 146;
      if (Math.abs(u) >= 1) continue;
      const top = 244 - 60 * Math.sqrt(1 - u * u);
      const bottom = 240 + 36 * Math.sqrt(1 - u * u);
      if (y < top + 4 || y > bottom + 6) continue;
      flakes.push([x, y, rand() * 180, tones[Math.floor(rand() * tones.length)] ?? "#f3e4c0"]);
    }
  }
  flakes.sort((a, b) => a[1] - b[1]);
  const table: Array<[number, number, number]> = [
    [62, 384, 20],
    [94, 390, -30],
    [330, 386, 40],
    [354, 378, -10],
  ];
  const body = [
    // spoon handle behind
    `<path d="M262,206 L356,96" stroke="#c78f55" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M266,196 L352,98" stroke="#dcaa72" stroke-width="5" stroke-linecap="round"/>`,
    // bowl inside + oats heap
    `<ellipse cx="200" cy="240" rx="156" ry="38" fill="${c.accentDark}"/>`,
    `<path d="M52,242 C64,206 130,180 200,178 C270,180 336,206 348,242 C330,266 270,280 200,280 C130,280 70,266 52,242 Z" fill="#e9d6a8"/>`,
    ...flakes.map(([x, y, r, f]) => flake(x, y, r, f, 1)),
    // bowl front
    `<path d="M44,240 C44,330 116,378 200,378 C284,378 356,330 356,240 C340,262 270,278 200,278 C130,278 60,262 44,240 Z" fill="url(#${g})"/>`,
    `<path d="M44,240 C60,262 130,278 200,278 C270,278 340,262 356,240" stroke="${c.accentLight}" stroke-width="4" fill="none" opacity="0.7"/>`,
    `<path d="M66,276 C80,318 118,346 160,356" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.25"/>`,
    `<path d="M92,318 C150,334 250,334 308,318" stroke="${c.accentLight}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`,
    ...table.map(([x, y, r]) => flake(x, y, r, "#efdcb0", 0.9)),
  ].join("");
  return { shadow: 165, defs, body };
}

function drawJar(c: IconContext): IconDrawing {
  const jam = c.id("jam");
  const check = c.id("gingham");
  const defs =
    `<linearGradient id="${jam}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#c72c45"/><stop offset="0.6" stop-color="#a91d36"/>` +
    `<stop offset="1" stop-color="#7d1127"/></linearGradient>` +
    `<pattern id="${check}" width="24" height="24" patternUnits="userSpaceOnUse">` +
    `<rect width="24" height="24" fill="#ffffff"/>` +
    `<rect width="12" height="24" fill="${c.accent}" opacity="0.55"/>` +
    `<rect width="24" height="12" fill="${c.accent}" opacity="0.55"/></pattern>`;
  const body = [
    // jar glass + jam
    `<rect x="104" y="150" width="192" height="232" rx="34" fill="#f3e6ea"/>`,
    `<rect x="112" y="176" width="176" height="198" rx="28" fill="url(#${jam})"/>`,
    `<rect x="128" y="190" width="14" height="150" rx="7" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="262" y="200" width="8" height="80" rx="4" fill="#ffffff" opacity="0.2"/>`,
    // label
    `<rect x="140" y="238" width="120" height="88" rx="14" fill="#fff8ee"/>`,
    `<circle cx="186" cy="276" r="13" fill="#c72c45"/><circle cx="212" cy="272" r="13" fill="#d63b52"/><circle cx="200" cy="292" r="13" fill="#b32340"/>`,
    `<path d="M200,262 C206,250 218,248 226,252 C220,260 210,262 200,262 Z" fill="#3f8f45"/>`,
    `<rect x="166" y="308" width="68" height="7" rx="3.5" fill="${c.accent}"/>`,
    // cloth lid
    `<path d="M96,150 C96,120 304,120 304,150 L318,190 C306,198 296,188 286,198 C274,188 262,200 250,192 C238,202 226,190 214,198 C200,190 190,202 176,194 C164,202 152,190 140,198 C128,190 116,200 106,192 C96,198 88,192 82,190 Z" fill="url(#${check})"/>`,
    `<path d="M96,150 C96,120 304,120 304,150 L318,190 C306,198 296,188 286,198 C274,188 262,200 250,192 C238,202 226,190 214,198 C200,190 190,202 176,194 C164,202 152,190 140,198 C128,190 116,200 106,192 C96,198 88,192 82,190 Z" fill="none" stroke="${c.accentDark}" stroke-width="2" opacity="0.35"/>`,
    `<path d="M96,150 C96,120 304,120 304,150 C304,160 96,160 96,150 Z" fill="#ffffff" opacity="0.25"/>`,
    // twine + bow
    `<path d="M98,168 Q200,184 302,168" stroke="#8a6337" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M200,176 C186,160 168,166 176,180 C182,188 194,182 200,176 C206,182 218,188 224,180 C232,166 214,160 200,176 Z" fill="#8a6337"/>`,
    `<path d="M198,178 L186,204 M202,178 L214,206" stroke="#8a6337" stroke-width="4" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 120, defs, body };
}

function drawHoney(c: IconContext): IconDrawing {
  const honey = c.id("honey");
  const defs =
    `<linearGradient id="${honey}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#f0a229"/><stop offset="0.6" stop-color="#e08a14"/>` +
    `<stop offset="1" stop-color="#b8650a"/></linearGradient>`;
  const hex = (cx: number, cy: number, r: number) => {
    const p: Array<[number, number]> = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    return pts(p);
  };
  const body = [
    // dipper (behind the pot's front)
    `<path d="M228,150 L346,40" stroke="#b97a3c" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M232,142 L342,40" stroke="#d9a066" stroke-width="4" stroke-linecap="round"/>`,
    // neck
    `<rect x="128" y="150" width="144" height="40" rx="10" fill="#d7891a"/>`,
    `<ellipse cx="200" cy="152" rx="72" ry="13" fill="#8e560c"/>`,
    `<ellipse cx="200" cy="154" rx="62" ry="9" fill="#f2ac2d"/>`,
    // dipper head, in the pot
    `<g transform="rotate(-42 214 152)">` +
      `<rect x="178" y="132" width="64" height="40" rx="16" fill="#c98a46"/>` +
      `<rect x="186" y="132" width="7" height="40" fill="#a86c31"/><rect x="203" y="132" width="7" height="40" fill="#a86c31"/>` +
      `<rect x="220" y="132" width="7" height="40" fill="#a86c31"/>` +
      `</g>`,
    // honey in the pot covering the dipper's lower half
    `<path d="M140,156 C170,166 232,166 262,156 L262,176 L140,176 Z" fill="#f2ac2d"/>`,
    // pot body
    `<path d="M134,182 C70,204 58,300 92,352 Q112,382 150,382 L250,382 Q288,382 308,352 C342,300 330,204 266,182 Z" fill="url(#${honey})"/>`,
    `<path d="M110,246 C100,280 102,320 120,348" stroke="#ffe08a" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.6"/>`,
    // drips over the neck
    `<path d="M134,186 C170,200 230,200 266,186 C250,204 150,204 134,186 Z" fill="#9a5208" opacity="0.35"/>`,
    `<path d="M124,178 L276,178 L276,188 C268,190 266,200 266,212 C266,224 252,224 252,212 L252,196 C244,196 238,200 234,196 L204,196 C198,198 198,222 186,222 C174,222 176,200 170,198 L146,198 C138,200 142,236 130,236 C118,236 122,200 122,190 Z" fill="#ffc843" stroke="#d98a12" stroke-width="2"/>`,
    `<rect x="122" y="174" width="156" height="14" rx="7" fill="#ffd468"/>`,
    `<path d="M130,206 L130,226 M186,206 L186,214 M259,202 L259,212" stroke="#fff1c2" stroke-width="4" stroke-linecap="round"/>`,
    // hexagon label with bee
    `<polygon points="${hex(200, 288, 54)}" fill="#fff5da"/>`,
    `<polygon points="${hex(200, 288, 54)}" fill="none" stroke="${c.accentDark}" stroke-width="4" opacity="0.5"/>`,
    `<ellipse cx="190" cy="270" rx="13" ry="9" fill="#ffffff" stroke="#9fb3c8" stroke-width="2" transform="rotate(-25 190 270)"/>`,
    `<ellipse cx="210" cy="268" rx="13" ry="9" fill="#ffffff" stroke="#9fb3c8" stroke-width="2" transform="rotate(25 210 268)"/>`,
    `<ellipse cx="200" cy="294" rx="24" ry="17" fill="#f7b733"/>`,
    `<rect x="186" y="278" width="7" height="33" fill="#3a2a1a"/><rect x="200" y="278" width="7" height="33" fill="#3a2a1a"/>`,
    `<ellipse cx="200" cy="294" rx="24" ry="17" fill="none" stroke="#3a2a1a" stroke-width="3"/>`,
    `<circle cx="176" cy="292" r="4" fill="#3a2a1a"/>`,
    `<path d="M224,294 L232,294" stroke="#3a2a1a" stroke-width="3" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 145, defs, body };
}

function drawFish(c: IconContext): IconDrawing {
  const g = c.id("fish-body");
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#35607e"/><stop offset="0.45" stop-color="#7ea3bb"/>` +
    `<stop offset="0.62" stop-color="#dfe9f0"/><stop offset="1" stop-color="#f5f8fa"/></linearGradient>`;
  const body = [
    // tail
    `<path d="M292,246 C320,214 348,188 378,172 C366,214 366,262 380,312 C346,294 320,276 292,258 Z" fill="#2f5672"/>`,
    `<path d="M320,236 C336,222 352,210 366,204 M322,262 C338,272 352,282 368,290" stroke="#4d7895" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    // dorsal fin
    `<path d="M150,180 C176,136 232,132 262,156 C240,160 214,176 200,196 Z" fill="#2f5672"/>`,
    // ventral fin
    `<path d="M180,300 C196,326 222,334 240,330 C230,316 222,304 218,292 Z" fill="#5d86a2"/>`,
    // body
    `<path d="M28,250 C64,186 150,168 220,180 C260,186 286,214 300,250 C286,286 260,312 220,318 C150,330 64,314 28,250 Z" fill="url(#${g})"/>`,
    // lateral line and spots
    `<path d="M96,244 C160,236 230,240 292,250" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>`,
    `<circle cx="150" cy="206" r="4" fill="#24455c"/><circle cx="178" cy="214" r="3.5" fill="#24455c"/>` +
      `<circle cx="206" cy="204" r="4" fill="#24455c"/><circle cx="232" cy="216" r="3.5" fill="#24455c"/>` +
      `<circle cx="256" cy="210" r="3" fill="#24455c"/><circle cx="190" cy="228" r="3" fill="#24455c"/>`,
    // belly blush (salmon)
    `<path d="M70,276 C120,300 200,304 262,286 C230,306 170,318 110,308 C90,300 78,290 70,276 Z" fill="#f3a489" opacity="0.6"/>`,
    // gill + pectoral fin
    `<path d="M104,206 C122,232 122,270 104,296" stroke="#24455c" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    `<path d="M122,262 C142,252 164,254 178,266 C160,274 140,278 122,262 Z" fill="#5d86a2"/>`,
    // eye and mouth
    `<circle cx="68" cy="236" r="13" fill="#ffffff"/>`,
    `<circle cx="66" cy="236" r="7" fill="#1b2a36"/><circle cx="63" cy="233" r="2.4" fill="#ffffff"/>`,
    `<path d="M30,254 C38,258 46,258 52,254" stroke="#24455c" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 165, defs, body: `<g transform="translate(0,44)">${body}</g>` };
}

function drawMeat(c: IconContext): IconDrawing {
  const skin = c.id("ham-skin");
  const meat = c.id("ham-meat");
  const defs =
    `<linearGradient id="${skin}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#b5582f"/><stop offset="1" stop-color="#7c3219"/></linearGradient>` +
    `<radialGradient id="${meat}" cx="0.45" cy="0.45" r="0.6">` +
    `<stop offset="0" stop-color="#e0616a"/><stop offset="1" stop-color="#b83a46"/></radialGradient>`;
  const ham = [
    // bone at the knuckle
    `<rect x="318" y="218" width="46" height="24" rx="6" fill="#f3ead7"/>`,
    `<circle cx="368" cy="220" r="14" fill="#f3ead7"/><circle cx="368" cy="242" r="14" fill="#e7dbc2"/>`,
    // leg body
    `<path d="M110,136 C200,126 280,168 326,198 C340,210 340,250 326,262 C280,290 200,334 110,324 Z" fill="url(#${skin})"/>`,
    `<path d="M140,150 C210,150 270,180 310,204" stroke="#d27a4b" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>`,
    `<path d="M300,196 C312,214 312,246 300,266" stroke="#6e2b15" stroke-width="4" fill="none" opacity="0.5"/>`,
    // twine
    `<path d="M200,140 C212,190 212,270 200,322 M252,160 C262,200 262,260 252,300" stroke="#e9d6b0" stroke-width="4" fill="none" opacity="0.85"/>`,
    // cut face
    `<ellipse cx="110" cy="230" rx="64" ry="94" fill="#f7e4d6"/>`,
    `<ellipse cx="114" cy="232" rx="50" ry="78" fill="url(#${meat})"/>`,
    `<path d="M86,190 C110,200 120,220 108,240 M128,250 C140,270 132,290 120,300 M96,276 C104,268 108,262 104,256" stroke="#f2b7b5" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<circle cx="122" cy="222" r="11" fill="#f3ead7"/><circle cx="122" cy="222" r="5" fill="#e2d3b6"/>`,
  ].join("");
  const body = [
    `<g transform="rotate(-16 210 240) translate(0,10)">${ham}</g>`,
    // two slices in front
    `<g transform="translate(250,330)">` +
      `<ellipse cx="0" cy="0" rx="58" ry="22" fill="#f7e4d6"/><ellipse cx="2" cy="-1" rx="46" ry="16" fill="#d24f5a"/>` +
      `<ellipse cx="-30" cy="24" rx="58" ry="22" fill="#f7e4d6"/><ellipse cx="-28" cy="23" rx="46" ry="16" fill="#c84652"/>` +
      `<path d="M-50,20 C-34,14 -18,18 -8,28" stroke="#f2b7b5" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `</g>`,
  ].join("");
  void c;
  return { shadow: 175, defs, body };
}

function drawBerry(c: IconContext): IconDrawing {
  const lingon = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#c81e3a"/>` +
    `<path d="M${fmt(x - r)},${y} A${r},${r} 0 0 0 ${fmt(x + r)},${y} A${r},${fmt(r * 0.55)} 0 0 1 ${fmt(x - r)},${y} Z" fill="#9b1129" opacity="0.6"/>` +
    `<ellipse cx="${fmt(x - r * 0.35)}" cy="${fmt(y - r * 0.4)}" rx="${fmt(r * 0.28)}" ry="${fmt(r * 0.18)}" transform="rotate(-35 ${fmt(x - r * 0.35)} ${fmt(y - r * 0.4)})" fill="#ffffff" opacity="0.75"/>` +
    `<path d="M${fmt(x + r * 0.2)},${fmt(y + r * 0.45)} l4,4 m0,-4 l-4,4" stroke="#5a0a18" stroke-width="2" stroke-linecap="round"/>`;
  const leaf = (x: number, y: number, rot: number, s: number) =>
    `<g transform="translate(${x},${y}) rotate(${rot}) scale(${s})">` +
    `<path d="M0,0 C10,-22 34,-30 56,-24 C46,-4 22,6 0,0 Z" fill="#2f7d3b"/>` +
    `<path d="M0,0 C18,-10 36,-16 52,-22" stroke="#5aa862" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `</g>`;
  // cloudberry (multer): a dome of drupelets
  const drupelets: Array<[number, number]> = [
    [0, -34],
    [-20, -28],
    [20, -28],
    [-32, -10],
    [32, -10],
    [-12, -12],
    [12, -12],
    [0, 6],
    [-24, 8],
    [24, 8],
    [-12, 24],
    [12, 24],
    [0, -22],
    [-28, -22],
    [28, -22],
  ];
  drupelets.sort((a, b) => a[1] - b[1]);
  const cloud =
    `<g transform="translate(278,212)">` +
    `<path d="M0,18 L-58,34 L-40,14 L-64,-4 L-30,2 Z M0,18 L58,34 L40,14 L64,-4 L30,2 Z M0,18 L-20,52 L0,40 L20,52 Z" fill="#4f8f3a"/>` +
    drupelets
      .map(
        ([dx, dy]) =>
          `<circle cx="${dx}" cy="${dy}" r="15" fill="#f29a1f"/>` +
          `<circle cx="${dx - 4}" cy="${dy - 5}" r="6" fill="#ffd27a" opacity="0.85"/>`,
      )
      .join("") +
    `</g>`;
  const body = [
    // stems
    `<path d="M100,130 C130,170 150,220 160,270 M160,270 C170,232 188,206 214,190" stroke="#6b4a2a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M278,300 C280,280 280,260 278,240" stroke="#4f8f3a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    leaf(100, 130, -150, 1.1),
    leaf(118, 160, 20, 1.0),
    leaf(138, 200, -170, 1.05),
    leaf(200, 196, -60, 1.1),
    leaf(150, 240, 200, 0.9),
    // big leaves of the cloudberry plant
    `<path d="M278,300 C232,300 204,334 212,372 C240,360 270,340 278,300 Z" fill="#3f8f45"/>`,
    `<path d="M278,300 C326,296 358,324 352,366 C322,358 290,336 278,300 Z" fill="#2f7d3b"/>`,
    `<path d="M278,300 C262,322 240,344 218,364 M278,300 C300,320 324,340 346,360" stroke="#6cb46d" stroke-width="3" fill="none"/>`,
    cloud,
    // lingonberry cluster
    lingon(130, 292, 26),
    lingon(176, 308, 28),
    lingon(102, 330, 27),
    lingon(150, 346, 28),
    lingon(198, 352, 24),
    lingon(160, 268, 22),
  ].join("");
  void c;
  return { shadow: 165, defs: "", body };
}

function drawEgg(c: IconContext): IconDrawing {
  const body = [
    // open lid behind
    `<path d="M50,140 Q50,124 66,124 L334,124 Q350,124 350,140 L344,290 L56,290 Z" fill="#cbbd9f"/>`,
    `<rect x="116" y="160" width="168" height="56" rx="12" fill="${c.accent}"/>`,
    `<rect x="136" y="176" width="84" height="10" rx="5" fill="#ffffff" opacity="0.9"/>`,
    `<rect x="136" y="194" width="54" height="8" rx="4" fill="#ffffff" opacity="0.6"/>`,
    `<path d="${eggPath(252, 186, 26, 34)}" fill="#ffffff" opacity="0.9"/>`,
    // eggs
    `<path d="${eggPath(112, 262, 96, 122)}" fill="#d9a472"/>`,
    `<path d="${eggPath(200, 252, 98, 126)}" fill="#f8f3ea"/>`,
    `<path d="${eggPath(288, 262, 96, 122)}" fill="#c98f5a"/>`,
    `<ellipse cx="92" cy="232" rx="10" ry="20" transform="rotate(18 92 232)" fill="#ffffff" opacity="0.35"/>`,
    `<ellipse cx="180" cy="220" rx="10" ry="21" transform="rotate(18 180 220)" fill="#ffffff" opacity="0.9"/>`,
    `<ellipse cx="268" cy="232" rx="10" ry="20" transform="rotate(18 268 232)" fill="#ffffff" opacity="0.3"/>`,
    `<path d="${eggPath(200, 252, 98, 126)}" fill="none" stroke="#e3dacb" stroke-width="2"/>`,
    // tray
    `<path d="M40,290 C52,278 92,300 112,300 C132,300 168,282 200,282 C232,282 268,300 288,300 C308,300 348,278 360,290 L344,376 Q342,384 332,384 L68,384 Q58,384 56,376 Z" fill="#ded2bb"/>`,
    `<path d="M112,300 L116,380 M200,282 L200,380 M288,300 L284,380" stroke="#c7b99e" stroke-width="3" opacity="0.8"/>`,
    `<path d="M68,320 C90,334 136,334 156,320 M244,320 C264,334 310,334 332,320" stroke="#eee5d5" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ].join("");
  return { shadow: 175, defs: "", body };
}

function drawLeaf(c: IconContext): IconDrawing {
  // The organic leaf keeps its natural greens whatever the background.
  const big = c.id("leaf-big");
  const defs =
    `<linearGradient id="${big}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#7cc36a"/><stop offset="1" stop-color="#3f9a4a"/></linearGradient>`;
  const leafShape = (fillL: string, fillR: string, vein: string) =>
    `<path d="M0,0 C-118,-40 -128,-210 0,-270 Z" fill="${fillL}"/>` +
    `<path d="M0,0 C118,-40 128,-210 0,-270 Z" fill="${fillR}"/>` +
    `<path d="M0,20 L0,-250" stroke="${vein}" stroke-width="6" stroke-linecap="round"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = -48 - i * 40;
        const len = i === 4 ? 36 : 62 - i * 4;
        return `<path d="M0,${y} Q${-len * 0.5},${y - 18} ${-len},${y - 36} M0,${y} Q${len * 0.5},${y - 18} ${len},${y - 36}" stroke="${vein}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
      })
      .join("");
  const body = [
    `<g transform="translate(196,360) rotate(-46) scale(0.62)">${leafShape("#4f9f4a", "#3b8a3f", "#8fd18a")}</g>`,
    `<g transform="translate(204,372) rotate(22)">${leafShape(`url(#${big})`, "#3f9a4a", "#b8e6a8")}</g>`,
    `<path d="M204,372 C204,380 202,386 198,390" stroke="#3b7a35" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    // water drop
    `<path d="M270,206 C270,206 254,228 254,240 A16,16 0 0 0 286,240 C286,228 270,206 270,206 Z" fill="#ffffff" opacity="0.75"/>`,
    `<ellipse cx="264" cy="240" rx="3.5" ry="6" fill="#ffffff"/>`,
  ].join("");
  return { shadow: 130, defs, body: `<g transform="translate(200,388) scale(1.12) translate(-200,-388)">${body}</g>` };
}

function drawJuice(c: IconContext): IconDrawing {
  const juice = c.id("juice");
  const defs =
    `<linearGradient id="${juice}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffb43a"/><stop offset="1" stop-color="#f27a12"/></linearGradient>`;
  const slice = (cx: number, cy: number, r: number) => {
    const segs: string[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI / 4) * i;
      segs.push(`M${cx},${cy} L${fmt(cx + Math.cos(a) * (r - 8))},${fmt(cy + Math.sin(a) * (r - 8))}`);
    }
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f08a12"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="#fff1d2"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r - 9}" fill="#ffb52e"/>` +
      `<path d="${segs.join(" ")}" stroke="#fff1d2" stroke-width="3" stroke-linecap="round"/>` +
      `<circle cx="${cx}" cy="${cy}" r="4" fill="#fff1d2"/>`
    );
  };
  const body = [
    // straw
    `<path d="M238,230 L276,62 L322,48" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M238,230 L276,62 L322,48" stroke="${c.accent}" stroke-width="12" fill="none" stroke-dasharray="14 14" stroke-linejoin="round"/>`,
    // glass
    `<path d="M124,104 L296,104 L276,372 Q275,384 262,384 L158,384 Q145,384 144,372 Z" fill="#eaf4fb" opacity="0.55"/>`,
    `<path d="M130,150 L290,150 L274,366 Q273,376 262,376 L158,376 Q147,376 146,366 Z" fill="url(#${juice})"/>`,
    `<ellipse cx="210" cy="150" rx="80" ry="11" fill="#ffc766"/>`,
    `<path d="M146,172 L160,350" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"/>`,
    `<path d="M124,104 L296,104" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
    // orange slice on the rim
    `<g transform="rotate(-12 300 108)">${slice(300, 108, 46)}</g>`,
    // whole orange
    `<circle cx="96" cy="330" r="54" fill="#f6921e"/>`,
    `<path d="M62,300 C70,288 84,282 96,282" stroke="#ffc166" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<circle cx="96" cy="278" r="5" fill="#7a5a1e"/>`,
    `<path d="M98,278 C108,258 130,254 146,262 C132,278 114,282 98,278 Z" fill="#3f8f45"/>`,
  ].join("");
  return { shadow: 160, defs, body };
}

function drawCookie(c: IconContext): IconDrawing {
  const mask = c.id("bite");
  const defs =
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="400" height="400">` +
    `<rect width="400" height="400" fill="#ffffff"/>` +
    `<circle cx="334" cy="168" r="34" fill="#000000"/><circle cx="358" cy="212" r="32" fill="#000000"/>` +
    `<circle cx="300" cy="138" r="26" fill="#000000"/></mask>`;
  const chips: Array<[number, number, number]> = [
    [110, 214, 0],
    [160, 178, 30],
    [222, 170, 60],
    [150, 252, 15],
    [214, 262, 45],
    [270, 232, 80],
    [84, 246, 20],
    [196, 218, 70],
    [256, 196, 50],
    [120, 280, 10],
  ];
  const chip = ([x, y, r]: [number, number, number]) =>
    `<g transform="translate(${x} ${y}) scale(1 0.7) rotate(${r})">` +
    `<path d="M-12,4 C-14,-8 -4,-14 4,-11 C14,-8 14,6 6,10 C0,13 -10,12 -12,4 Z" fill="#5a3320"/>` +
    `<circle cx="-3" cy="-4" r="3" fill="#8a5a3c"/></g>`;
  const body = [
    // lower cookie
    `<ellipse cx="226" cy="306" rx="148" ry="70" fill="#b87a38"/>`,
    `<ellipse cx="226" cy="292" rx="148" ry="70" fill="#d9a15c"/>`,
    `<g transform="translate(330 300) scale(1 0.7)"><path d="M-12,4 C-14,-8 -4,-14 4,-11 C14,-8 14,6 6,10 C0,13 -10,12 -12,4 Z" fill="#5a3320"/></g>`,
    // top cookie with a bite taken out
    `<g mask="url(#${mask})">` +
      `<ellipse cx="190" cy="240" rx="150" ry="88" fill="#b87a38"/>` +
      `<ellipse cx="190" cy="222" rx="150" ry="88" fill="#e0ab66"/>` +
      `<ellipse cx="184" cy="216" rx="126" ry="70" fill="#e8b874"/>` +
      chips.map(chip).join("") +
      `<path d="M92,176 C116,154 150,142 186,140" stroke="#f3cf94" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `</g>`,
    // crumbs
    `<circle cx="372" cy="150" r="6" fill="#e0ab66"/><circle cx="388" cy="176" r="4" fill="#d9a15c"/>` +
      `<circle cx="352" cy="120" r="3.5" fill="#e0ab66"/><circle cx="384" cy="330" r="5" fill="#d9a15c"/>`,
  ].join("");
  return { shadow: 170, defs, body };
}

const DRAWERS: Record<ArtworkIcon, (c: IconContext) => IconDrawing> = {
  milk: drawMilk,
  cheese: drawCheese,
  butter: drawButter,
  yoghurt: drawYoghurt,
  cream: drawCream,
  grain: drawGrain,
  bread: drawBread,
  flour: drawFlour,
  oats: drawOats,
  jar: drawJar,
  honey: drawHoney,
  fish: drawFish,
  meat: drawMeat,
  berry: drawBerry,
  egg: drawEgg,
  leaf: drawLeaf,
  juice: drawJuice,
  cookie: drawCookie,
};

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

const DEFAULT_COLORS: [string, string] = ["#e8f1ea", "#b9d7c2"];
const FALLBACK_ACCENT: Rgb = { r: 0x2f, g: 0x6b, b: 0x4a };

/** The more colourful of the two background colours drives the accent colour. */
function pickAccentBase(a: Rgb | null, b: Rgb | null): Rgb {
  const candidates = [a, b].filter((x): x is Rgb => x !== null);
  let best: Rgb | null = null;
  let bestScore = -1;
  for (const rgb of candidates) {
    const [, s, l] = rgbToHsl(rgb);
    // saturation that is actually visible (very light or dark colours carry little hue)
    const score = s * (1 - Math.abs(2 * l - 1));
    if (score > bestScore) {
      best = rgb;
      bestScore = score;
    }
  }
  return best !== null && bestScore >= 0.04 ? best : FALLBACK_ACCENT;
}

function labelMarkup(label: string, cx: number, cy: number): string {
  const chars = Array.from(label.replace(/\s+/g, " ").trim());
  if (chars.length === 0) return "";
  const maxChars = 40;
  const text =
    chars.length > maxChars
      ? `${chars
          .slice(0, maxChars - 1)
          .join("")
          .trimEnd()}…`
      : chars.join("");
  const count = Math.min(chars.length, maxChars);
  const fontSize = count <= 16 ? 40 : count <= 26 ? 34 : 28;
  const width = Math.min(740, Math.max(180, count * fontSize * 0.62 + fontSize * 2));
  const height = fontSize * 1.8;
  const rtl = isRtl(text);
  const dirAttrs = rtl ? ' direction="rtl" unicode-bidi="embed"' : "";
  return (
    `<g>` +
    `<rect x="${fmt(cx - width / 2)}" y="${fmt(cy - height / 2)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(height / 2)}" fill="#ffffff" fill-opacity="0.86"/>` +
    `<text x="${cx}" y="${fmt(cy)}" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="600" fill="#1f2a24"${dirAttrs}>${escapeXml(text)}</text>` +
    `</g>`
  );
}

/**
 * A square 800x800 product picture: gradient background, soft vignette, a
 * flat illustration of the icon with a ground shadow, and an optional label.
 */
export function productArtwork(options: { icon: ArtworkIcon; colors: [string, string]; label?: string }): string {
  const icon: ArtworkIcon = Object.prototype.hasOwnProperty.call(DRAWERS, options.icon) ? options.icon : "leaf";
  const [rawA, rawB] = options.colors ?? DEFAULT_COLORS;
  const colorA = safeColor(rawA ?? DEFAULT_COLORS[0], DEFAULT_COLORS[0]);
  const colorB = safeColor(rawB ?? DEFAULT_COLORS[1], DEFAULT_COLORS[1]);
  const label = typeof options.label === "string" ? options.label : "";
  const hasLabel = label.trim().length > 0;

  const prefix = `pa${hash(`${icon}|${colorA}|${colorB}|${label}`)}-`;
  const id = (name: string) => `${prefix}${name}`;
  const base = pickAccentBase(parseColor(colorA), parseColor(colorB));
  const ctx: IconContext = {
    id,
    accent: tone(base, 0.42, 0.45),
    accentDark: tone(base, 0.3, 0.45),
    accentLight: tone(base, 0.78, 0.45),
  };
  const drawing = DRAWERS[icon](ctx);

  const scale = 1.15; // 400 units -> 460 px; the drawings fill about 55% of the canvas
  const tx = (800 - 400 * scale) / 2;
  const ty = hasLabel ? 96 : 140;
  const iconCenterY = ty + 200 * scale;

  const defs = [
    `<linearGradient id="${id("bg")}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colorA}"/><stop offset="1" stop-color="${colorB}"/></linearGradient>`,
    `<radialGradient id="${id("glow")}" cx="400" cy="${fmt(iconCenterY)}" r="330" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="0.42"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.08"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id("vignette")}" cx="400" cy="380" r="600" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.24"/></radialGradient>`,
    `<filter id="${id("blur")}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>`,
    `<filter id="${id("lift")}" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dy="6" result="o"/>` +
      `<feComponentTransfer><feFuncA type="linear" slope="0.18"/></feComponentTransfer>` +
      `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    drawing.defs,
  ].join("");

  const content = [
    `<rect width="800" height="800" fill="url(#${id("bg")})"/>`,
    `<circle cx="400" cy="${fmt(iconCenterY)}" r="330" fill="url(#${id("glow")})"/>`,
    `<rect width="800" height="800" fill="url(#${id("vignette")})"/>`,
    `<g transform="translate(${fmt(tx)},${fmt(ty)}) scale(${scale})">`,
    `<ellipse cx="200" cy="386" rx="${drawing.shadow}" ry="15" fill="#000000" opacity="0.26" filter="url(#${id("blur")})"/>`,
    `<g filter="url(#${id("lift")})">${drawing.body}</g>`,
    `</g>`,
    hasLabel ? labelMarkup(label, 400, 716) : "",
  ].join("");

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img">` +
    (hasLabel ? `<title>${escapeXml(label.trim())}</title>` : "") +
    `<defs>${defs}</defs>${content}</svg>`
  );
}

/** Shared mark geometry (256x256 space): sun, two-peaked mountain, farm fields. */
function logoMark(prefix: string): { defs: string; body: string } {
  const clip = `${prefix}clip`;
  const defs = `<clipPath id="${clip}"><circle cx="128" cy="128" r="112"/></clipPath>`;
  const body =
    `<g clip-path="url(#${clip})">` +
    // sun
    `<circle cx="170" cy="86" r="34" fill="${BRAND_GOLD}"/>` +
    // mountains
    `<path d="M0,196 L92,70 L132,124 L158,96 L256,196 Z" fill="${BRAND_GREEN}"/>` +
    // snow line cut on the big peak (negative space)
    `<path d="M70,100 L92,70 L114,100 L104,94 L96,104 L86,92 L80,102 Z" fill="${BRAND_GOLD}"/>` +
    // fields: gold and green bands
    `<path d="M0,178 C70,158 170,156 256,176 L256,256 L0,256 Z" fill="${BRAND_GOLD}"/>` +
    `<path d="M0,202 C80,182 176,184 256,206 L256,256 L0,256 Z" fill="${BRAND_GREEN}"/>` +
    `<path d="M0,228 C84,212 176,214 256,236 L256,256 L0,256 Z" fill="${BRAND_GOLD}"/>` +
    `</g>`;
  return { defs, body };
}

/** The company logo: a 256x256 mark with mountain, sun and fields; transparent background. */
export function logoArtwork(): string {
  const { defs, body } = logoMark("logo-");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
    `<title>Logo</title><defs>${defs}</defs>` +
    body +
    `<circle cx="128" cy="128" r="118" fill="none" stroke="${BRAND_GREEN}" stroke-width="12"/>` +
    `</svg>`
  );
}

/** The favicon: a 64x64 simplified mark on a rounded green square. */
export function faviconArtwork(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<defs><clipPath id="fav-clip"><rect width="64" height="64" rx="14"/></clipPath></defs>` +
    `<g clip-path="url(#fav-clip)">` +
    `<rect width="64" height="64" fill="${BRAND_GREEN}"/>` +
    `<circle cx="43" cy="21" r="9" fill="${BRAND_GOLD}"/>` +
    `<path d="M2,50 L23,17 L34,33 L41,24 L62,50 Z" fill="#f4efe1"/>` +
    `<path d="M0,45 C18,40 44,40 64,44 L64,64 L0,64 Z" fill="${BRAND_GOLD}"/>` +
    `<path d="M0,53 C20,49 44,49 64,54 L64,64 L0,64 Z" fill="${BRAND_GREEN}"/>` +
    `</g>` +
    `</svg>`
  );
}
