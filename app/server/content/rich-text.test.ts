import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizeRichText, textToHtml } from "./rich-text.server";

const naughtyStrings = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/blns.json"), "utf8"),
) as string[];
const corpus = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/xss-payloads.json"), "utf8")) as {
  items: Array<{ title: string; payload: string }>;
};

/** Every way the output could still run script or submit data. */
function executionVectors(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of [
    "script",
    "object",
    "embed",
    "form",
    "input",
    "iframe",
    "svg",
    "math",
    "style",
    "link",
    "meta",
    "base",
    "frame",
    "applet",
    "button",
    "textarea",
    "select",
    "template",
  ]) {
    if (new RegExp(`<${tag}[\\s/>]`).test(lower)) found.push(`<${tag}`);
  }
  // Attribute names and values as a browser reads them (sanitize-html always double-quotes values,
  // so text inside a value such as alt="…onerror=…" is not mistaken for an attribute).
  for (const tag of lower.match(/<[a-z][a-z0-9]*(?:\s+[^\s=/>]+(?:="[^"]*")?)*\s*\/?>/g) ?? []) {
    for (const [, name, value = ""] of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      if (name!.startsWith("on")) found.push(`event handler ${name} in ${tag}`);
      if (name === "style" || name === "srcset" || name === "formaction" || name!.includes(":")) found.push(`${name} in ${tag}`);
      if (name === "href" || name === "src" || name === "cite") {
        const decoded = value
          .replace(/&#x?[0-9a-f]+;?/gi, "")
          .replace(/&[a-z]+;/gi, "")
          // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URLs
          .replace(/[\s\u0000-\u001f]/g, "");
        if (/^[a-z][a-z0-9+.-]*:/i.test(decoded) && !/^(https?|mailto|tel):/i.test(decoded)) found.push(`unsafe url ${value}`);
        if (decoded.startsWith("//")) found.push(`protocol-relative url ${value}`);
      }
    }
  }
  // A tag the pattern above cannot read is suspicious in itself.
  if (/<[a-z][^>]*[`'][^>]*>/.test(lower.replace(/="[^"]*"/g, ""))) found.push("unquoted or oddly quoted attribute");
  return found;
}

describe("sanitizeRichText", () => {
  it(`neutralises every payload of the XSS corpus (${corpus.items.length})`, () => {
    const failures: string[] = [];
    for (const item of corpus.items) {
      const once = sanitizeRichText(item.payload);
      const vectors = executionVectors(once);
      if (vectors.length > 0) failures.push(`${item.title}: ${vectors.join(", ")} in ${once}`);
      // Sanitising the output again changes nothing: no mutation-based bypass hides in it.
      if (sanitizeRichText(once) !== once) failures.push(`${item.title}: not stable: ${once}`);
    }
    expect(failures).toEqual([]);
  });

  it(`neutralises every string of the Big List of Naughty Strings (${naughtyStrings.length}), also inside a link and an image`, () => {
    const failures: string[] = [];
    for (const text of naughtyStrings) {
      for (const input of [text, `<a href="${text}">x</a>`, `<img src="${text}" alt="${text}">`, `<p title='${text}'>${text}</p>`]) {
        const once = sanitizeRichText(input);
        const vectors = executionVectors(once);
        if (vectors.length > 0) failures.push(`${JSON.stringify(input)}: ${vectors.join(", ")} in ${once}`);
        if (sanitizeRichText(once) !== once) failures.push(`${JSON.stringify(input)}: not stable: ${once}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("drops javascript:, data: and vbscript: links however they are written", () => {
    const schemes = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "javascript&colon;alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "DATA:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "VBScript:msgbox(1)",
      "\u0001javascript:alert(1)",
    ];
    for (const url of schemes) {
      const input = url.replace("\\t", "\t").replace("\\u0001", "\u0001");
      for (const html of [`<a href="${input}">x</a>`, `<img src="${input}">`]) {
        const once = sanitizeRichText(html);
        expect(once, html).not.toMatch(/href=|src=/);
        expect(sanitizeRichText(once)).toBe(once);
      }
    }
  });

  it("keeps the allowed text, list, table, link and image markup", () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <a href="/about">d</a> <a href="https://x.example/">e</a> <a href="mailto:a@b.no">f</a> <a href="tel:+4761234567">g</a></p><ul><li>x</li></ul><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table><img src="/demo/logo.svg" alt="Logo" width="10" height="10">';
    const out = sanitizeRichText(html);
    for (const part of [
      "<h2>Title</h2>",
      "<strong>b</strong>",
      '<a href="/about">d</a>',
      'href="https://x.example/"',
      'href="mailto:a@b.no"',
      'href="tel:+4761234567"',
      "<li>x</li>",
      '<th scope="col">h</th>',
      "<td>v</td>",
      'src="/demo/logo.svg"',
    ]) {
      expect(out).toContain(part);
    }
  });

  it("removes forbidden tags with their content, handlers and unsafe protocols", () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi<script>alert(1)</script></p><form action="/x"><input name="a"></form><object data="x"></object><embed src="x"><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="//evil.example">p</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|alert|onclick|onerror|<form|<input|<object|<embed|javascript:|data:|evil/);
    expect(out).toContain("<p>hi</p>");
  });

  it("localizes site-relative links and protects new-tab links", () => {
    const out = sanitizeRichText('<a href="/contact">c</a><a href="https://x.example" target="_blank">x</a>', {
      localize: (path) => `/en${path}`,
    });
    expect(out).toContain('href="/en/contact"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it("lowers h1 to h2", () => {
    expect(sanitizeRichText("<h1>x</h1>")).toBe("<h2>x</h2>");
  });

  it("puts headings in order below the page's h1: the first is an h2 and none skips a level", () => {
    // The demo FAQ's shape: questions as h3 straight under the page's h1.
    expect(sanitizeRichText("<h3>Q1</h3><p>a</p><h3>Q2</h3><p>b</p>")).toBe("<h2>Q1</h2><p>a</p><h2>Q2</h2><p>b</p>");
    expect(sanitizeRichText("<h1>a</h1><h3>b</h3><h4>c</h4><h2>d</h2><h4>e</h4>")).toBe(
      "<h2>a</h2><h3>b</h3><h4>c</h4><h3>d</h3><h4>e</h4>",
    );
    expect(sanitizeRichText("<h2>a</h2><h5>b</h5><h6>c</h6><h3>d</h3>")).toBe("<h2>a</h2><h3>b</h3><h4>c</h4><h3>d</h3>");
    // Shallower than the first: back to the top level (h2).
    expect(sanitizeRichText("<h6>a</h6><h4>b</h4><h5>c</h5>")).toBe("<h2>a</h2><h2>b</h2><h3>c</h3>");
    // An outline that is already in order stays as it is, h6 included.
    const ordered = "<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6><h6>f</h6><h3>g</h3><h2>h</h2>";
    expect(sanitizeRichText(ordered)).toBe(ordered);
  });

  it("makes a heading inside a heading a span (headings hold phrasing content only), and counts no hidden heading", () => {
    expect(sanitizeRichText("<h2>a<h3>b</h3>c</h2><h4>d</h4>")).toBe("<h2>a<span>b</span>c</h2><h3>d</h3>");
    expect(sanitizeRichText("<svg><h2>hidden</h2></svg><h4>shown</h4>")).toBe("<h2>shown</h2>");
  });

  it("keeps every level sequence of up to four headings in order and stable", () => {
    const failures: string[] = [];
    const levels = [1, 2, 3, 4, 5, 6];
    const sequences = levels.flatMap((a) => levels.flatMap((b) => levels.flatMap((c) => levels.map((d) => [a, b, c, d]))));
    for (const sequence of sequences) {
      const out = sanitizeRichText(sequence.map((level, index) => `<h${level}>${index}</h${level}><p>x</p>`).join(""));
      const given = [...out.matchAll(/<h(\d)>/g)].map((match) => Number(match[1]));
      const inOrder =
        given[0] === 2 && given.every((level, index) => index === 0 || (level >= 2 && level <= given[index - 1]! + 1 && level <= 6));
      if (!inOrder || given.length !== sequence.length) failures.push(`${sequence.join(" ")} → ${given.join(" ")}`);
      if (sanitizeRichText(out) !== out) failures.push(`${sequence.join(" ")}: not stable`);
    }
    expect(failures).toEqual([]);
  });
});

describe("textToHtml", () => {
  it("escapes markup and keeps paragraphs", () => {
    expect(textToHtml("a <b>\n\nc")).toBe("<p>a &lt;b&gt;</p>\n<p>c</p>");
  });
});
