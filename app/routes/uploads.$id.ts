import { z } from "zod";
import { readUpload } from "~/server/edit-mode/uploads.server";
import type { Route } from "./+types/uploads.$id";

/**
 * An uploaded logo or favicon with the type sniffed at upload (the server's security headers add
 * `X-Content-Type-Options: nosniff` and the CSP), cached for good: a new upload has a new id.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const upload = id.success ? await readUpload(context.db, id.data) : null;
  if (!upload) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
