import { formatMessage } from "~/lib/message-format";
import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";
import type { MediaStorage } from "../media/storage.server";
import type { ProcessMemo } from "../page-cache/memo.server";
import { pageTags } from "../page-cache/tags";
import type { Site } from "../site/queries.server";
import type { CatalogueFileStore } from "./files.server";
import { planCatalogue } from "./layout";
import { catalogueVersion, type CatalogueModel, loadCatalogueModel } from "./model.server";
import { renderCatalogue } from "./render.server";

/** One generated catalogue, as the page and the download show it. */
export interface CatalogueFile {
  /** The stored file's name (language, scope, version). */
  name: string;
  version: string;
  size: number;
  generatedAt: Date;
  pageCount: number;
  /** The name the download suggests: `fjellgarden-katalog-nb-2026-11.pdf`. */
  downloadName: string;
}

export interface CataloguePdfDeps {
  db: Database;
  media: MediaStorage;
  memo: ProcessMemo;
  files: CatalogueFileStore;
  origin: string;
  logger: Logger;
}

/** What the memo keeps per language and scope: what the catalogue shows and its version. */
interface Current {
  model: CatalogueModel;
  version: string;
}

// The triggers behind these tags fire on every write to products, prices, images, categories, UI
// strings, settings and languages (ADR 0008): the version is worked out again after any of them.
const CATALOGUE_TAGS = [pageTags.shell, pageTags.catalog];

/** A file-name-safe ASCII form of a word: "Fjellgården" → "fjellgarden". */
export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The download's file name: the company's first word, the word for catalogue, the language, the scope unless whole, and the month it was made. */
export function downloadName(model: CatalogueModel, generatedAt: Date): string {
  const company = asciiSlug(model.company.name.split(/\s+/)[0] ?? "") || "catalog";
  const word = asciiSlug(formatMessage(model.messages["catalogPdf.fileWord"] ?? "catalog")) || "catalog";
  const month = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: "Europe/Oslo" })
    .format(generatedAt)
    .slice(0, 7);
  return [company, word, model.languageCode, model.scope === "all" ? null : model.scope, month].filter(Boolean).join("-") + ".pdf";
}

/**
 * The PDF catalogues of the site: made on first demand per language, scope (whole range or one
 * category) and version, kept in the file store, and made again only when what they show changed.
 * Concurrent requests for a missing file in this process share one generation; other processes
 * that make it at the same time each write aside and rename, so the file is always whole.
 */
export class CataloguePdfService {
  readonly #inFlight = new Map<string, Promise<CatalogueFile>>();

  constructor(readonly deps: CataloguePdfDeps) {}

  /** What the catalogue of a language and scope shows now, and its version (kept per process until a write changes it). */
  current(site: Site, languageCode: string, scope: string): Promise<Current> {
    return this.deps.memo.get(`catalog-pdf:${languageCode}:${scope}`, CATALOGUE_TAGS, async () => {
      const model = await loadCatalogueModel(this.deps.db, { site, languageCode, scope, origin: this.deps.origin });
      return { model, version: catalogueVersion(model) };
    });
  }

  /** The current catalogue of a language and scope, made now if it is not stored yet. */
  async file(site: Site, languageCode: string, scope: string): Promise<CatalogueFile> {
    const { model, version } = await this.current(site, languageCode, scope);
    const prefix = `${languageCode}-${scope}-`;
    const name = `${prefix}${version}.pdf`;
    const describe = (size: number, generatedAt: Date): CatalogueFile => ({
      name,
      version,
      size,
      generatedAt,
      pageCount: planCatalogue(model.sections).pageCount,
      downloadName: downloadName(model, generatedAt),
    });
    const stored = await this.deps.files.stat(name);
    if (stored) return describe(stored.size, stored.modifiedAt);
    let making = this.#inFlight.get(name);
    if (!making) {
      making = this.#make(model, name, prefix).then((made) => describe(made.size, made.modifiedAt));
      this.#inFlight.set(name, making);
      const forget = () => this.#inFlight.delete(name);
      making.then(forget, forget);
    }
    return making;
  }

  /** The stored file's bytes. */
  read(file: CatalogueFile) {
    return this.deps.files.read(file.name);
  }

  async #make(model: CatalogueModel, name: string, prefix: string) {
    const started = performance.now();
    const generatedAt = new Date();
    let pageCount = 0;
    await this.deps.files.put(name, async (out) => {
      ({ pageCount } = await renderCatalogue(model, out, {
        sources: { db: this.deps.db, media: this.deps.media },
        cache: this.deps.files,
        generatedAt,
      }));
    });
    await this.deps.files.removeOthers(prefix, name);
    const stored = await this.deps.files.stat(name);
    if (!stored) throw new Error(`catalogue ${name} vanished after it was written`);
    this.deps.logger.info(
      { catalogue: name, pages: pageCount, bytes: stored.size, ms: Math.round(performance.now() - started) },
      "PDF catalogue generated",
    );
    return stored;
  }
}
