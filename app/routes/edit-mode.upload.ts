import { redirect } from "react-router";
import { z } from "zod";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { requireEditor } from "~/server/edit-mode/access.server";
import { MAX_IMAGE_BYTES, saveSiteImage, sniffImageType } from "~/server/edit-mode/uploads.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/edit-mode.upload";

const fields = z.object({
  purpose: z.enum(["logo", "favicon"]),
  redirectTo: z.string().max(2048).optional(),
  js: z.literal("1").optional(),
});

/**
 * Uploads the logo or the favicon (admins only, origin-checked before it runs): at most 10 MB
 * (413 beyond, read no further), and only bytes that really are a PNG, JPEG, GIF, WebP or ICO
 * image (415 otherwise, whatever the browser claims). From JavaScript it answers JSON; a plain
 * form is sent back to its page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const editor = await requireEditor(request, context);
  const fail = (error: string, status: number) => Response.json({ ok: false, error }, { status });
  // The multipart envelope adds a little to the file itself.
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (!Number.isFinite(declared) || declared > MAX_IMAGE_BYTES + 64 * 1024) return fail("too_large", 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("invalid", 400);
  }
  const parsed = fields.safeParse({
    purpose: form.get("purpose") ?? undefined,
    redirectTo: form.get("redirectTo") ?? undefined,
    js: form.get("js") ?? undefined,
  });
  const file = form.get("file");
  if (!parsed.success || !(file instanceof File) || file.size === 0) return fail("invalid", 400);
  if (file.size > MAX_IMAGE_BYTES) return fail("too_large", 413);
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) return fail("not_image", 415);
  const url = await saveSiteImage(context.db, editor, { purpose: parsed.data.purpose, contentType, bytes });
  if (!url) return fail("no_settings", 409);
  if (parsed.data.js) return Response.json({ ok: true, url });
  return redirect(safeRedirectPath(parsed.data.redirectTo) ?? language.localize("/"), 303);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  throw redirect(language.localize("/"));
}
