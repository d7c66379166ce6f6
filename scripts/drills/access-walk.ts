// The walks of `npm run drill:access`: the access matrix (every probe of access-plan.ts as every
// role, as a document and as `.data`) and the forged-request walk (every POST with a foreign
// Origin, `Origin: null`, no Origin, and with JSON and text/plain bodies).
import { ACCESS, type Answer, EXTRA_PROBES, type Probe } from "./access-plan";
import { classify, dataUrl, send, type Sent } from "./http";
import { type DrillServer, type Role, roles } from "./server";

export interface Cell {
  route: string;
  kind: string;
  role: Role;
  request: string;
  answer: Answer;
  expected: readonly Answer[];
  /** `ok` for a role that may not have it, or a secret in a body it may not read. */
  leak: string | null;
}

export interface MatrixResult {
  cells: Cell[];
  leaks: Cell[];
  wrong: Cell[];
  errors: Cell[];
}

const encode = (form: Record<string, string>) => new URLSearchParams(form);

async function probeCells(server: DrillServer, route: string, probe: Probe, quick: boolean): Promise<Cell[]> {
  const f = server.fixtures;
  const cells: Cell[] = [];
  for (const role of roles) {
    const expected = probe.expect[role];
    // A role that may get `ok` posts the harmless variant (when there is one): the walk changes nothing later cells read.
    const variant = probe.method === "POST" && expected.includes("ok") && probe.harmless ? probe.harmless(f) : {};
    const path = variant.path ?? probe.path(f);
    const form = variant.form ?? probe.form?.(f);
    // The quick form calls each loader and action as a document; the full one as `.data` too.
    const urls = probe.resource || quick ? [path] : [path, dataUrl(path)];
    for (const url of urls) {
      const sent: Sent = await send(server.origin, url, {
        method: probe.method,
        // What ends a session gets a session of its own: the walk's sessions stay signed in.
        cookie: probe.last ? await server.freshSession(role) : server.cookies[role],
        stream: probe.stream,
        ...(probe.method === "POST"
          ? {
              headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
              body: encode(form ?? {}),
            }
          : {}),
      });
      const answer = classify(sent);
      let leak: string | null = null;
      if (answer === "ok" && !expected.includes("ok")) leak = `answered ${sent.status}${sent.location ? ` → ${sent.location}` : ""}`;
      const secret = probe.secret?.text(f);
      if (secret && !probe.secret!.readers.includes(role) && sent.body.includes(secret)) leak = `its body holds ${JSON.stringify(secret)}`;
      cells.push({ route, kind: probe.kind, role, request: `${probe.method} ${url}`, answer, expected, leak });
    }
  }
  return cells;
}

export async function walkMatrix(server: DrillServer, quick = false): Promise<MatrixResult> {
  const probes = [
    ...Object.entries(ACCESS).flatMap(([route, access]) => access.probes.map((probe) => ({ route, probe }))),
    ...EXTRA_PROBES.map((probe) => ({ route: "server/payment-webhooks", probe })),
  ];
  // Reads first, then the posts, then what ends a session.
  const order = (probe: Probe) => (probe.last ? 2 : probe.method === "POST" ? 1 : 0);
  probes.sort((a, b) => order(a.probe) - order(b.probe));
  const cells: Cell[] = [];
  for (const { route, probe } of probes) cells.push(...(await probeCells(server, route, probe, quick)));
  return {
    cells,
    leaks: cells.filter((cell) => cell.leak !== null),
    wrong: cells.filter((cell) => cell.leak === null && !cell.expected.includes(cell.answer)),
    errors: cells.filter((cell) => cell.answer === "error"),
  };
}

export interface ForgedCell {
  request: string;
  variant: string;
  status: number;
}

/** The forged variants of a post: who claims to send it, and in which body. */
const forgeries = (origin: string): Array<{ name: string; headers: Record<string, string>; body: "form" | "json" | "text" }> => {
  const origins: Array<[string, Record<string, string>]> = [
    ["foreign Origin", { origin: "https://evil.example", referer: "https://evil.example/page" }],
    ["Origin: null", { origin: "null" }],
    ["no Origin", {}],
  ];
  const bodies = ["form", "json", "text"] as const;
  return [
    ...origins.flatMap(([name, headers]) => bodies.map((body) => ({ name: `${name}, ${body} body`, headers, body }))),
    // From the site itself, but not a form: JSON and text/plain never reach an action.
    { name: "same Origin, json body", headers: { origin }, body: "json" as const },
    { name: "same Origin, text/plain body", headers: { origin }, body: "text" as const },
  ];
};

/**
 * Every POST of the matrix, forged every way, as the admin (the strongest session) and as nobody:
 * all must be refused (4xx). The quick form sends them as the admin to the document URL only.
 */
export async function walkForgeries(server: DrillServer, quick = false): Promise<{ cells: ForgedCell[]; accepted: ForgedCell[] }> {
  const f = server.fixtures;
  const posts = [...Object.values(ACCESS).flatMap((access) => access.probes), ...EXTRA_PROBES].filter(
    (probe) => probe.method === "POST" && !probe.last,
  );
  const cells: ForgedCell[] = [];
  for (const probe of posts) {
    const path = probe.path(f);
    const form = probe.form?.(f) ?? {};
    for (const url of probe.resource || quick ? [path] : [path, dataUrl(path)]) {
      for (const role of quick ? (["admin"] as const) : (["anonymous", "admin"] as const)) {
        // The quick form: each forged origin with a form body, and the site's own origin with the other bodies.
        const variants = forgeries(server.origin).filter((forgery) => !quick || forgery.body === "form" || forgery.name.startsWith("same"));
        for (const forgery of variants) {
          const body =
            forgery.body === "form"
              ? { type: "application/x-www-form-urlencoded", text: encode(form).toString() }
              : forgery.body === "json"
                ? { type: "application/json", text: JSON.stringify(form) }
                : { type: "text/plain", text: encode(form).toString() };
          const sent = await send(server.origin, url, {
            method: "POST",
            cookie: server.cookies[role],
            headers: { ...forgery.headers, "content-type": body.type },
            body: body.text,
          });
          cells.push({ request: `POST ${url} as ${role}`, variant: forgery.name, status: sent.status });
        }
      }
    }
  }
  return { cells, accepted: cells.filter((cell) => cell.status < 400 || cell.status >= 500) };
}
