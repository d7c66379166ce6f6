import { Readable } from "node:stream";
import { requestedCatalogue } from "~/server/catalog-pdf/request.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/catalog-pdf.download";

/**
 * The PDF catalogue of the URL's language (`?category=` for one category), served from the file
 * made for the current catalogue version like a static file: ETag and Last-Modified, 304 when the
 * visitor has it already. The same for every visitor; nothing personal.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const { file } = await requestedCatalogue(request, language, context);
  const etag = `"${file.version}-${file.generatedAt.getTime().toString(36)}"`;
  const headers = new Headers({
    ETag: etag,
    "Last-Modified": file.generatedAt.toUTCString(),
    "Cache-Control": "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = Date.parse(request.headers.get("if-modified-since") ?? "");
  const fresh =
    ifNoneMatch !== null
      ? ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
      : !Number.isNaN(ifModifiedSince) && Math.floor(file.generatedAt.getTime() / 1000) * 1000 <= ifModifiedSince;
  if (fresh) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Length", String(file.size));
  headers.set("Content-Disposition", `attachment; filename="${file.downloadName}"`);
  // A HEAD gets the headers alone: no file is opened for a body nobody reads.
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(context.catalogPdf.read(file)) as ReadableStream<Uint8Array>, { headers });
}
