// One request of a drill, and what its answer was (scripts/drills/access-plan.ts's `Answer`).
import type { Answer } from "./access-plan";

export interface Sent {
  status: number;
  location: string | null;
  body: string;
  setCookies: string[];
}

export interface SendOptions {
  method?: string;
  cookie?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | FormData;
  /** A stream that stays open: the body is not read. */
  stream?: boolean;
}

/** Sends one request without following redirects; a body past 2 MB is cut (only statuses and secrets are read). */
export async function send(origin: string, path: string, options: SendOptions = {}): Promise<Sent> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    const response = await fetch(origin + path, {
      method: options.method ?? "GET",
      redirect: "manual",
      signal: controller.signal,
      headers: { "accept-language": "nb", ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      body: options.body,
    });
    const sent = {
      status: response.status,
      location: response.headers.get("location"),
      setCookies: response.headers.getSetCookie(),
      body: "",
    };
    if (options.stream) {
      controller.abort();
      return sent;
    }
    sent.body = (await response.text()).slice(0, 2 * 1024 * 1024);
    return sent;
  } finally {
    clearTimeout(timer);
  }
}

/** Where a `.data` (single fetch) answer redirects: React Router encodes it in the body with status 202. */
function singleFetchRedirect(sent: Sent): string | null {
  if (sent.status !== 202) return null;
  const match = /"redirect","([^"]*)"/.exec(sent.body);
  return match ? match[1]! : null;
}

const invalidStatuses = new Set([400, 405, 409, 411, 413, 415, 422, 429]);

export function classify(sent: Sent): Answer {
  const redirectTo = sent.location ?? singleFetchRedirect(sent);
  if (redirectTo !== null && (sent.status === 202 || (sent.status >= 300 && sent.status < 400))) {
    return /^(\/[a-z]{2,3})?\/auth$/.test(new URL(redirectTo, "http://x").pathname) ? "signin" : "ok";
  }
  if (sent.status === 503) return "unavailable";
  if (sent.status >= 500) return "error";
  if (sent.status === 401 || sent.status === 403) return "forbidden";
  if (sent.status === 404) return "notFound";
  if (invalidStatuses.has(sent.status)) return "invalid";
  if (sent.status >= 200 && sent.status < 400) return "ok";
  return "invalid";
}

/** The `.data` URL of a page path: `/x?y` → `/x.data?y`, `/` → `/_root.data`. */
export function dataUrl(path: string): string {
  const [pathname, query] = path.split("?", 2) as [string, string | undefined];
  const base = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
  return query === undefined ? base : `${base}?${query}`;
}
