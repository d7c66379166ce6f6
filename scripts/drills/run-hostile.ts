// The hostile-input drill on a running drill server: the Big List of Naughty Strings and the
// vendored XSS corpus through every query parameter the pages read and every field of every form
// the pages render (as a visitor, a customer and a signed-in admin). Then Chromium opens the pages
// with a dialog and console hook to see that no stored string runs as a script, and checks that
// every order note the back office accepted is shown exactly as typed. Returns every failure.
import { chromium } from "@playwright/test";
import routes from "../../app/routes";
import { htmlCheckPlan, type PagePlan } from "../check-html-plan";
import { formsOf, type FoundForm, hostileStrings, queryTargets, quickSample } from "./hostile-targets";
import { send } from "./http";
import type { DrillOptions } from "./run-access";
import type { DrillServer, Role } from "./server";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** How many strings the quick form sends (a sample that always holds NUL, lone surrogates, script tags). */
const QUICK_STRINGS = 10;

export async function runHostile(server: DrillServer, options: DrillOptions): Promise<string[]> {
  const f = server.fixtures;
  const { quick, seconds } = options;
  const all = hostileStrings();
  const strings = quick ? quickSample(all, QUICK_STRINGS) : all;
  console.log(`Hostile input: ${strings.length} of ${all.length} strings (the Big List of Naughty Strings and the XSS corpus)`);

  /** The pages whose forms are filled, and by whom: the visitor holds the fixtures' guest cart, the customer theirs. */
  const pageRoles: Array<{ plan: "visitor" | "customer" | "admin"; role: Role; cookie: string }> = [
    { plan: "visitor", role: "anonymous", cookie: `storefront_guest=${f.visitorGuestId}` },
    { plan: "customer", role: "customerA", cookie: server.cookies.customerA },
    { plan: "admin", role: "admin", cookie: server.cookies.admin },
  ];
  const pages: PagePlan[] = htmlCheckPlan(routes)
    .pages(f)
    // The default language's pages: the other languages' forms are the same forms.
    .filter((page) => !/^\/(en|ar)(\/|$)/.test(page.url));
  const forms: Array<FoundForm & { cookie: string; role: Role }> = [];
  const seenForms = new Set<string>();
  for (const { plan, role, cookie } of pageRoles) {
    for (const page of pages.filter((candidate) => candidate.role === plan)) {
      const sent = await send(server.origin, page.url, { cookie });
      for (const form of formsOf(page.url, sent.body)) {
        const key = `${role} ${form.action.split("?")[0]} ${form.intent} ${form.typed.join(",")}`;
        if (seenForms.has(key)) continue;
        seenForms.add(key);
        forms.push({ ...form, cookie, role });
      }
    }
  }
  const fieldCount = forms.reduce((sum, form) => sum + form.typed.length, 0);
  const queries = queryTargets(f);
  console.log(`Targets: ${queries.length} query URLs and ${forms.length} forms with ${fieldCount} typed fields (${seconds()} s)`);

  const failures: string[] = [];
  let requests = 0;
  const statusCounts = new Map<number, number>();
  /** The back-office order notes that were accepted: each must show on the order's page as typed. */
  const acceptedNotes: string[] = [];
  const record = (status: number, what: string) => {
    requests++;
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    if (status >= 500) failures.push(`${status} from ${what}`);
  };
  // encodeURIComponent throws on a lone surrogate; a browser sends U+FFFD for it, as this does.
  const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

  const jobs: Array<() => Promise<void>> = [];
  for (const [index, raw] of strings.entries()) {
    const s = wellFormed(raw);
    const label = `string #${all.indexOf(raw)} ${JSON.stringify(raw).slice(0, 60)}`;
    for (const target of queries) {
      jobs.push(async () => {
        const url = target(s);
        record((await send(server.origin, url)).status, `GET ${url.slice(0, 120)} (${label})`);
      });
    }
    for (const form of forms) {
      jobs.push(async () => {
        const body = new URLSearchParams(form.fixed);
        // A fresh idempotency key: each post is a new submission, not a replay of the first.
        if (body.has("idempotencyKey")) body.set("idempotencyKey", crypto.randomUUID());
        for (const field of form.typed) body.set(field, s);
        const sent = await send(server.origin, form.action, {
          method: "POST",
          cookie: form.cookie,
          headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        record(sent.status, `POST ${form.action} intent=${form.intent} as ${form.role} (${label})`);
        if (form.intent === "note" && form.action.includes(f.orderId) && sent.status < 400 && s.trim() !== "") acceptedNotes.push(s);
      });
    }
    if (index === 0) console.log(`${jobs.length} requests per string`);
  }
  // A few at a time, as several visitors would send them.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  const fiveHundreds = [...statusCounts].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `Sent ${requests} requests: ${fiveHundreds} answered ≥ 500; statuses ${[...statusCounts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(", ")} (${seconds()} s)`,
  );

  // Chromium opens every page (the stored strings are on them now) as a visitor and as the admin.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  const executed: string[] = [];
  let opened = 0;
  try {
    // The quick form opens the admin's pages only: the back office shows every stored string.
    for (const { plan, cookie } of quick ? [pageRoles[2]!] : [pageRoles[0]!, pageRoles[2]!]) {
      const context = await browser.newContext({ baseURL: server.origin, locale: "nb-NO" });
      await context.addCookies(
        cookie
          .split("; ")
          .filter(Boolean)
          .map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name: name!, value: value.join("="), url: server.origin };
          }),
      );
      const page = await context.newPage();
      page.on("dialog", (dialog) => {
        executed.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
        void dialog.dismiss();
      });
      // A payload that ran and called a global the corpus uses (alert is the dialog above; these print).
      page.on("console", (message) => {
        if (/xss|hacked|pwned/i.test(message.text())) executed.push(`console "${message.text()}" on ${page.url()}`);
      });
      // The hook itself is checked first: a dialog a page opens must be seen (then it is not counted).
      await page.goto("/robots.txt");
      await page.evaluate(() => alert("drill self-check"));
      if (executed.pop()?.includes("drill self-check") !== true) failures.push("the dialog hook did not see the self-check's alert");
      // The quick form: the back-office pages where what the forms stored is listed.
      const shownIn = (url: string) =>
        !quick || /^\/admin\/(orders\/[^/]+|sellers|quotes|products|newsletters|outbox|audit|users|restaurants\/[^/]+)$/.test(url);
      for (const target of pages.filter((candidate) => candidate.role === plan && shownIn(candidate.url))) {
        await page.goto(target.url, { waitUntil: "load" }).catch(() => undefined);
        opened++;
      }
      if (plan === "admin") {
        await page.goto(`/admin/orders/${f.orderId}`, { waitUntil: "load" });
        const shown = (await page.locator("main").innerText()).replace(/\s+/g, " ");
        for (const note of acceptedNotes) {
          if (!shown.includes(note.trim().replace(/\s+/g, " ")))
            failures.push(`LOST: the order note ${JSON.stringify(note).slice(0, 80)} was accepted but is not shown`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const line of executed) failures.push(`SCRIPT RAN: ${line}`);
  console.log(
    `Chromium opened ${opened} pages holding the stored strings: ${executed.length} scripts executed; ${acceptedNotes.length} accepted order notes checked as shown (${seconds()} s)`,
  );

  return failures;
}
