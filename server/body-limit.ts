import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage } from "node:http";
import { MAX_FILE_UPLOAD_BYTES } from "../app/lib/admin/csv-limits";
import { MAX_IMAGE_BYTES } from "../app/lib/admin/image-rules";
import { MAX_IMAGE_BYTES as MAX_SITE_IMAGE_BYTES } from "../app/server/edit-mode/uploads.server";
import { plainPage } from "./http";

/** What any request body may be: every public form (cart, checkouts, quotes, sign-in, seller application) fits many times over. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The back office's and Edit Mode's forms (product texts in every language, a menu or footer section as JSON): admins' posts, still bounded. */
export const BACK_OFFICE_BODY_LIMIT = 1024 * 1024;
/**
 * Above an upload route's own limit (which the route checks by Content-Length first and answers
 * with its own message: JSON for the image uploader, the form's error for the CSV import), the
 * server lets this much through so that the route, not this check, says "too large".
 */
const UPLOAD_SLACK = 1024 * 1024;

const language = "(?:/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)?";
const route = (path: string) => new RegExp(`^${language}${path}/?$`);

/**
 * The body limit of each path (in every language, and for React Router's `.data` requests of the
 * same page); the first match wins. The upload routes keep their own limits (product images,
 * the logo and favicon: 10 MB; the CSV import: 50 MB; each plus its multipart envelope).
 */
const limits: ReadonlyArray<readonly [RegExp, number]> = [
  [route("/admin/products/[^/]+/images"), MAX_IMAGE_BYTES + UPLOAD_SLACK],
  [route("/admin/products/import"), MAX_FILE_UPLOAD_BYTES + UPLOAD_SLACK],
  [route("/edit-mode/upload"), MAX_SITE_IMAGE_BYTES + UPLOAD_SLACK],
  [new RegExp(`^${language}/(?:admin|edit-mode)(?:/|$)`), BACK_OFFICE_BODY_LIMIT],
];

/** The most a request to `path` may send. */
export function bodyLimitFor(path: string): number {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  for (const [pattern, limit] of limits) if (pattern.test(page)) return limit;
  return DEFAULT_BODY_LIMIT;
}

/** Bodies without a Content-Length (chunked), read here in full before React Router sees them. */
const bufferedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body `bodyLimit` read ahead for this request (a chunked one), if it did. */
export function bufferedBodyOf(req: IncomingMessage): Buffer | undefined {
  return bufferedBodies.get(req);
}

/**
 * Refuses request bodies over their path's limit (`bodyLimitFor`) with 413 before anything reads
 * them: a declared Content-Length over it is refused at once, and the connection closed (what
 * the client still sends meanwhile is dropped unread).
 * A body without a Content-Length (chunked) may be at most 64 kB on any path (browsers declare the
 * length of every form and upload): it is read here, up to that, and handed on whole; one more
 * byte and it is refused.
 */
export function bodyLimit(options: { languages: () => SiteLanguages | undefined }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = bodyLimitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser has refused a Content-Length that is not a number.
      if (Number(declared) > limit) return refuse(req, res, limit, options.languages());
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();
    const most = Math.min(limit, DEFAULT_BODY_LIMIT);
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= most) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      refuse(req, res, most, options.languages());
    };
    const onEnd = () => {
      stop();
      bufferedBodies.set(req, Buffer.concat(chunks, size));
      next();
    };
    // The client went away mid-body: nobody is left to answer.
    const onError = () => stop();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}

/** The site's languages as far as this process knows them without asking the database. */
export interface SiteLanguages {
  defaultCode: string;
  codes: readonly string[];
}

/** The language of the page a request went to: its prefix when that is a language, else the default one; English when unknown. */
function languageOf(path: string, languages: SiteLanguages | undefined): { code: string; home: string } {
  const first = /^\/([^/.]+)/.exec(path)?.[1];
  if (first && languages?.codes.includes(first) && first !== languages.defaultCode) return { code: first, home: `/${first}` };
  return { code: languages?.defaultCode ?? "en", home: "/" };
}

/**
 * After a 413 the connection is half-closed (no more answers on it), and what the client still
 * sends is read and dropped, up to this much or for this long, so that it can read the answer: a
 * connection closed under a client that is still sending is reset, and the answer lost with it
 * (the "lingering close" of nginx and Apache). Beyond either, the connection is closed. Nothing of
 * the body is kept.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 5_000;

function refuse(req: Request, res: Response, limit: number, languages: SiteLanguages | undefined): void {
  const { code, home } = languageOf(req.path, languages);
  const socket = req.socket;
  let dropped = 0;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) socket.destroy();
  });
  req.resume();
  res.once("finish", () => socket.end());
  res
    .status(413)
    .set({ "Cache-Control": "no-store" })
    .type("html")
    .send(tooLargePage(code in texts ? (code as keyof typeof texts) : "en", limit, home));
}

const texts = {
  en: {
    title: "Too much sent",
    body: "What you sent is larger than this page accepts (at most {size}). Please send less and try again.",
    home: "Go to the home page",
  },
  nb: {
    title: "For mye sendt",
    body: "Det du sendte er større enn denne siden tar imot (høyst {size}). Send mindre og prøv igjen.",
    home: "Gå til forsiden",
  },
  ar: {
    title: "البيانات المرسلة كبيرة جدًا",
    body: "ما أرسلته أكبر مما تقبله هذه الصفحة (الحد الأقصى {size}). يرجى إرسال كمية أقل والمحاولة مرة أخرى.",
    home: "الانتقال إلى الصفحة الرئيسية",
  },
} as const;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`);

/** The 413 page: plain HTML in the request's language (nb, en or ar; English otherwise), no script, no database. */
export function tooLargePage(code: keyof typeof texts, limit: number, home: string): string {
  const text = texts[code];
  return plainPage({
    lang: code,
    dir: code === "ar" ? "rtl" : "ltr",
    title: text.title,
    body: `<p>${text.body.replace("{size}", sizeText(limit))}</p>
<p><a href="${home}">${text.home}</a></p>`,
  });
}
