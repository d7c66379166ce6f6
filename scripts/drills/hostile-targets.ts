// What `npm run drill:hostile` sends its strings through: every query parameter the pages read,
// and every field of every form the pages render (found in the pages' HTML, so a new field or form
// is covered without listing it here), as a visitor and as a signed-in admin.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readForms } from "../drill-forms";
import type { DrillFixtures } from "./fixtures";

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "tests", "fixtures");

/** The Big List of Naughty Strings and the vendored XSS corpus (tests/fixtures/README.md), deduplicated. */
export function hostileStrings(): string[] {
  const blns = JSON.parse(fs.readFileSync(path.join(fixturesDir, "blns.json"), "utf8")) as string[];
  const xss = (JSON.parse(fs.readFileSync(path.join(fixturesDir, "xss-payloads.json"), "utf8")) as { items: Array<{ payload: string }> })
    .items;
  return [...new Set([...blns, ...xss.map((item) => item.payload)])];
}

/** Every n-th string, and always the ones that broke things before (NUL, lone surrogates, script tags, long runs). */
export function quickSample(strings: string[], size: number): string[] {
  // NUL is the point of the check here (PostgreSQL text cannot hold it).
  const always = strings
    // eslint-disable-next-line no-control-regex
    .filter((text) => /\u0000|[\ud800-\udfff]|<script|javascript:|\u202e|^\s+$/i.test(text))
    .slice(0, Math.floor(size / 2));
  const step = Math.max(1, Math.floor(strings.length / (size - always.length)));
  return [...new Set([...always, ...strings.filter((_, index) => index % step === 0)])].slice(0, size);
}

/** Query parameters and path segments the routes read, each filled with the string `s` (URL-encoded here). */
export function queryTargets(f: DrillFixtures): Array<(s: string) => string> {
  const q = encodeURIComponent;
  return [
    (s) => `/products?search=${q(s)}&sort=${q(s)}&page=${q(s)}`,
    (s) => `/shop?search=${q(s)}&category=${q(s)}&price=${q(s)}&size=${q(s)}&property=${q(s)}&stock=${q(s)}&sort=${q(s)}&page=${q(s)}`,
    (s) => `/en/shop?search=${q(s)}`,
    (s) => `/resellers?q=${q(s)}`,
    (s) => `/catalog-pdf?category=${q(s)}`,
    (s) => `/api/search/suggestions?q=${q(s)}`,
    (s) => `/api/postcodes/${q(s)}`,
    (s) => `/auth?redirectTo=${q(s)}&mode=${q(s)}`,
    (s) => `/language?code=${q(s)}&to=${q(s)}`,
    (s) => `/language?code=en&to=${q(s)}`,
    (s) => `/quote-success?quote=${q(s)}`,
    (s) => `/seller-registration-success?application=${q(s)}`,
    (s) => `/newsletter/confirm?token=${q(s)}`,
    (s) => `/newsletter/unsubscribe?token=${q(s)}`,
    (s) => `/auth/reset-password?token=${q(s)}`,
    (s) => `/auth/verify?token=${q(s)}`,
    (s) => `/order-success/${f.orderId}?key=${q(s)}`,
    (s) => `/quotes/${f.quoteId}?key=${q(s)}`,
    (s) => `/products/${q(s)}`,
    (s) => `/categories/${q(s)}`,
    (s) => `/${q(s)}`,
    (s) => `/en/${q(s)}`,
    (s) => `/order-tracking/${q(s)}`,
    (s) => `/admin/orders?status=${q(s)}&q=${q(s)}`,
  ];
}

export interface FoundForm {
  page: string;
  action: string;
  /** Fields as the page fills them (hidden inputs, checked boxes, selected options). */
  fixed: Array<[string, string]>;
  /** Fields a person types or chooses: the drill fills them with its strings. */
  typed: string[];
  /** What a person can choose: a select's options, a radio group's values, an unticked box's value. */
  choices: Record<string, string[]>;
  /** Boxes the form requires ticked (the checkout's terms) and radio groups it requires chosen. */
  required: string[];
  intent: string | null;
}

/** Forms that would end the drill's own session or only flip a switch with nothing typed: not sent. */
const skippedIntents = new Set(["sign-out"]);

/** Inputs that send nothing typed. */
const untyped = new Set(["hidden", "checkbox", "radio", "submit", "button", "file", "image", "reset"]);

/** The POST forms of a page (multipart uploads aside: they take files, not text), read by the drills' one form reader. */
export function formsOf(page: string, html: string): FoundForm[] {
  const forms: FoundForm[] = [];
  for (const form of readForms(html)) {
    if (form.method !== "post" || form.enctype.includes("multipart")) continue;
    const fixed: Array<[string, string]> = [];
    const typed = new Set<string>();
    const choices: Record<string, string[]> = {};
    const required = new Set<string>();
    for (const field of form.fields) {
      if (field.type === "hidden") fixed.push([field.name, field.value]);
      else if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked) fixed.push([field.name, field.value]);
        else (choices[field.name] ??= []).push(field.value);
        if (field.required) required.add(field.name);
      } else if (!untyped.has(field.type)) {
        typed.add(field.name);
        if (field.tag === "select") choices[field.name] = field.options;
      }
    }
    // The button that submits it names the intent on many forms.
    const button = form.submitters.find(([name]) => name === "intent")?.[1];
    const intent = fixed.find(([name]) => name === "intent")?.[1] ?? button ?? null;
    if (intent && !fixed.some(([name]) => name === "intent")) fixed.push(["intent", intent]);
    if (typed.size === 0 || (intent && skippedIntents.has(intent))) continue;
    forms.push({ page, action: form.action ?? page, fixed, typed: [...typed], choices, required: [...required], intent });
  }
  return forms;
}
