import sanitizeHtml from "sanitize-html";

/** The spec's allow-list: text, list, table, link and image tags; nothing that runs or submits. */
const allowedTags = [
  // text
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "blockquote",
  "q",
  "cite",
  "abbr",
  "code",
  "pre",
  "span",
  "div",
  "figure",
  "figcaption",
  "address",
  "time",
  // lists
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  // tables
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "colgroup",
  "col",
  // links and images
  "a",
  "img",
];

const safeSchemes = ["http", "https", "mailto", "tel"];

// Whitespace and invisible characters a URL might be padded with to look relative.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped
const invisible = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/**
 * Defence in depth beside sanitize-html's scheme check: a URL that, with every invisible
 * character removed, names a scheme other than the safe ones is dropped.
 */
export function isSafeUrl(url: string, schemes: string[] = safeSchemes): boolean {
  const compact = url.replace(invisible, "");
  if (compact.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || schemes.includes(scheme);
}

export interface RichTextOptions {
  /** Rewrites site-relative links ("/about") into the page's language ("/en/about"). */
  localize?: (path: string) => string;
}

const headingTags = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/**
 * The levels rich text's headings get below the page's own h1, in document order: the first is an
 * h2; a heading deeper than the one before goes one level below it (never skipping one); a heading
 * shallower than it goes back to the level of the open section it closes (the nearest earlier
 * heading written at its level or above); none goes past h6. So `h1 h3 h4 h2 h4` becomes
 * `h2 h3 h4 h3 h4` (the h2 sits inside the h1's section), `h3 p h3` becomes `h2 p h2`, and an outline
 * that already starts at h2 without skipping a level stays as it is.
 */
export function headingLeveller(): (level: number) => number {
  // The open sections: each heading's level as written and as given.
  const open: Array<{ written: number; given: number }> = [];
  return (level) => {
    while (open.length > 0 && open.at(-1)!.written > level) open.pop();
    const parent = open.at(-1);
    const given = parent === undefined ? 2 : parent.written === level ? parent.given : Math.min(parent.given + 1, 6);
    if (parent?.written === level) open.pop();
    open.push({ written: level, given });
    return given;
  };
}

/**
 * Sanitises stored rich text with an allow-list (sanitize-html, which parses like a browser):
 * script, object, embed, form and input are dropped, no event-handler or style attribute
 * survives, and links keep only http, https, mailto, tel or relative URLs. Headings are put in
 * order below the page's own h1 (headingLeveller): the first is an h2 and none skips a level.
 */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  const level = headingLeveller();
  // A heading inside a heading (which holds phrasing content only) is invalid HTML: it becomes a span.
  let headingDepth = 0;
  let nested = false;
  const isHeading = (name: string) => (headingTags as readonly string[]).includes(name);
  const heading = (tagName: string) => ({ tagName: nested ? "span" : `h${level(Number(tagName.slice(1)))}`, attribs: {} });
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ["href", "title", "hreflang", "target", "rel"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      col: ["span"],
      colgroup: ["span"],
      ol: ["start", "reversed", "type"],
      time: ["datetime"],
      abbr: ["title"],
    },
    allowedSchemes: safeSchemes,
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // Text inside these is dropped with the tag, not shown as stray text.
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "title",
      "template",
      "iframe",
      "object",
      "embed",
      "svg",
      "math",
      "select",
      "xmp",
      "noembed",
      "noframes",
    ],
    // Called with the tag as written, before transformTags.
    onOpenTag: (name) => {
      if (!isHeading(name)) return;
      nested = headingDepth > 0;
      headingDepth++;
    },
    onCloseTag: (name) => {
      if (isHeading(name)) headingDepth = Math.max(0, headingDepth - 1);
    },
    transformTags: {
      ...Object.fromEntries(headingTags.map((tag) => [tag, heading])),
      a: (tagName, attribs) => {
        const next = { ...attribs };
        const href = next.href?.trim() ?? "";
        if (!isSafeUrl(href)) delete next.href;
        if (options.localize && href.startsWith("/") && !href.startsWith("//")) next.href = options.localize(href);
        if (next.target === "_blank") next.rel = "noopener noreferrer";
        else delete next.target;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const next: Record<string, string> = { loading: "lazy", decoding: "async", ...attribs };
        if (next.src !== undefined && !isSafeUrl(next.src, ["http", "https"])) delete next.src;
        return { tagName, attribs: next };
      },
    },
  });
}

/** Plain text as safe HTML paragraphs (a text slot may hold several lines). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}
