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
  /** Parameters given a new value on each request through `--eval` (FRESH_VALUES below). */
  fresh: string[];
  /** Answers sqlmap is to read as pages (`--ignore-code`): the sign-in form's 401 for a wrong password. */
  ignoreCodes?: number[];
  /**
   * A form post sent before each of sqlmap's requests (`--safe-post`, `--safe-freq=1`): what a
   * successful post used up (a checkout's cart, a quote request's basket) is put back, so every
   * request meets the state the baseline met.
   */
  refill?: { url: string; data: string };
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
  if (key === "website" || key.endsWith("url")) return "https://example.com";
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
      fresh: [],
    });
  }
  return targets;
}

/**
 * A form's body as a person who fills it in correctly sends it: its own hidden and chosen values,
 * a select's first real option, a radio group's first value where none is chosen, the boxes it
 * requires ticked, and plausible text in the typed fields.
 */
export function plausibleBody(form: FoundForm, f: Pick<DrillFixtures, "categorySlugs" | "productSlugs">, index = 0): URLSearchParams {
  const body = new URLSearchParams(form.fixed);
  for (const name of form.typed) {
    const options = form.choices[name]?.filter((value) => value !== "");
    body.set(name, options?.length ? options[0]! : plausibleValue(name, f, index));
  }
  for (const name of form.required) if (!body.has(name) && form.choices[name]?.length) body.set(name, form.choices[name]![0]!);
  return body;
}

/**
 * Fields that must be new on every request for a post to get past its first one, as Python for
 * sqlmap's `--eval`: the idempotency key (the same key is answered as a replay of the first post)
 * the organisation number of a seller application (one application per organisation: 409) and the
 * e-mail address. `--randomize` cannot make these: it keeps each character's class, so hex letters
 * become any letters, the check digit is lost and the digits of an encoded '@' change.
 */
export const FRESH_VALUES: Record<string, string> = {
  idempotencyKey: "import uuid;idempotencyKey=str(uuid.uuid4())",
  // The public forms allow an address a few posts an hour (429 after). `--randomize` would also turn
  // the encoded '@' (%40) into another byte.
  email: "import uuid;email='sqlmap-'+uuid.uuid4().hex[:12]+'@example.com'",
  // Eight random digits whose weighted sum leaves a remainder other than 1, then the mod-11 check digit (app/lib/quotes.ts).
  orgNumber:
    "import random;_w=[3,2,7,6,5,4,3,2];_b=[b for b in ([random.randint(0,9) for i in range(8)] for j in range(64)) if sum(x*w for x,w in zip(b,_w))%11!=1][0];orgNumber=''.join(map(str,_b))+str((11-sum(x*w for x,w in zip(_b,_w))%11)%11)",
};

/**
 * The POST targets: the public pages' forms (found as the hostile drill finds them), their typed
 * fields tested. A typed field that must differ from post to post (the e-mail address, which the
 * public forms allow a few posts an hour; the organisation number) is tested on its own, while the
 * other such fields get a new value on each request; the rest of the fields are one more target.
 */
export function sqlmapFormTargets<F extends FoundForm>(forms: F[], f: DrillFixtures): Array<SqlmapTarget & { form: F }> {
  return forms.flatMap((form, index) => {
    const body = plausibleBody(form, f, index);
    const label = `POST ${form.action.split("?")[0]}${form.intent ? ` intent=${form.intent}` : ""}`;
    const apart = form.typed.filter((name) => name in FRESH_VALUES);
    const others = form.typed.filter((name) => !apart.includes(name));
    /** A target testing `parameters`, every other field that must change made new on each request. */
    const target = (suffix: string, parameters: string[]) => ({
      method: "POST" as const,
      url: form.action,
      data: body.toString(),
      form,
      label: `${label}${suffix}`,
      parameters,
      fresh: [...body.keys()].filter((name) => name in FRESH_VALUES && !parameters.includes(name)),
      // A wrong password is answered 401 (the form's page, with its message): sqlmap would stop at the first.
      ...(form.action.split("?")[0] === "/auth" && form.intent === "signin" ? { ignoreCodes: [401] } : {}),
    });
    if (apart.length === 0 || (others.length === 0 && apart.length === 1)) return [target("", form.typed)];
    return [...apart.map((name) => target(` (${name})`, [name])), ...(others.length > 0 ? [target(" (the rest)", others)] : [])];
  });
}
