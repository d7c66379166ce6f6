// What `npm run drill:sqlmap` points sqlmap at, derived from the hostile drill's own lists
// (hostile-targets.ts): the query URLs whose parameters reach the database's searches, filters and
// lookups, and every POST form the public pages render, each with plausible values so that sqlmap's
// baseline answer is a real page, and the parameters sqlmap is to inject into.
import { type FoundForm, queryTargets } from "./hostile-targets";
import type { DrillFixtures } from "./fixtures";

export interface SqlmapTarget {
  /** A short name for the report. */
  label: string;
  method: "GET" | "POST";
  /** The path and query string; a path segment to inject into is marked with sqlmap's `*`. */
  url: string;
  /** A POST's body (application/x-www-form-urlencoded). */
  data?: string;
  /** The parameters sqlmap tests (`-p`); empty for a `*` marked path. */
  parameters: string[];
  /** Parameters sqlmap gives a random value on each request (`--randomize`): a form's idempotency key. */
  randomize: string[];
}

const MARK = "SQLMAP-TARGET";

/**
 * The hostile drill's query URLs that reach SQL: the search, the product list and webshop filters,
 * resellers, suggestions, lookups by slug. Not `/en/shop` (the same loader as `/shop`) nor
 * `/catalog-pdf` (its category is looked up in the loaded list of categories, in code: no SQL
 * statement takes it).
 */
const SQL_QUERY_PATHS = /^\/(?:products|shop|resellers|api\/search\/suggestions|api\/postcodes\/|categories\/)/;

/** A plausible value for a query parameter or form field, by its name. */
export function plausibleValue(name: string, f: Pick<DrillFixtures, "categorySlugs" | "productSlugs">, index = 0): string {
  const key = name.toLowerCase();
  if (key.includes("email")) return `sqlmap-${index}@example.com`;
  if (key.includes("phone")) return "91234567";
  if (key.includes("postcode") || key.includes("postalcode") || key === "zip") return "0150";
  if (key.includes("organi") || key === "orgnumber") return "923609016";
  if (key === "category") return f.categorySlugs.nb ?? "meieri";
  if (key === "price") return "50-100";
  if (key === "stock") return "in";
  if (key === "property") return "organic";
  if (key === "size") return "1 l";
  if (key === "sort") return "name";
  if (key === "page") return "1";
  if (key === "quantity") return "1";
  if (key.includes("date")) return "2031-05-20";
  if (key === "search" || key === "q") return "ost";
  return "Fjellgarden test";
}

/** The GET targets: each SQL-reaching query URL of the hostile drill, one sqlmap run per URL with all its parameters. */
export function sqlmapQueryTargets(f: DrillFixtures): SqlmapTarget[] {
  const targets: SqlmapTarget[] = [];
  const seen = new Set<string>();
  for (const target of queryTargets(f)) {
    const marked = target(MARK);
    const [pathname = "", query = ""] = marked.split("?");
    if (!SQL_QUERY_PATHS.test(pathname)) continue;
    const params = new URLSearchParams(query);
    const tested = [...params].filter(([, value]) => value === MARK).map(([name]) => name);
    for (const name of tested) params.set(name, plausibleValue(name, f));
    const segment = pathname.includes(MARK);
    const slug = pathname.startsWith("/categories/")
      ? (f.categorySlugs.nb ?? "meieri")
      : pathname.startsWith("/api/postcodes/")
        ? "0150"
        : (f.productSlugs.nb ?? "melk");
    const path = segment ? pathname.replace(MARK, `${slug}*`) : pathname;
    const url = params.size > 0 ? `${path}?${params.toString()}` : path;
    if (seen.has(url)) continue;
    seen.add(url);
    targets.push({
      label: `GET ${segment ? path : `${path}?${tested.join("&")}`}`,
      method: "GET",
      url,
      parameters: segment ? [] : tested,
      randomize: [],
    });
  }
  return targets;
}

/** The POST targets: the public pages' forms (found as the hostile drill finds them), their typed fields tested. */
export function sqlmapFormTargets(forms: FoundForm[], f: DrillFixtures): SqlmapTarget[] {
  return forms.map((form, index) => {
    const body = new URLSearchParams(form.fixed);
    for (const name of form.typed) body.set(name, plausibleValue(name, f, index));
    const randomize = body.has("idempotencyKey") ? ["idempotencyKey"] : [];
    return {
      label: `POST ${form.action.split("?")[0]}${form.intent ? ` intent=${form.intent}` : ""}`,
      method: "POST" as const,
      url: form.action,
      data: body.toString(),
      parameters: form.typed,
      randomize,
    };
  });
}
