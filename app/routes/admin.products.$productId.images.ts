import { redirect } from "react-router";
import { z } from "zod";
import { type ImageOutcome, MAX_IMAGE_BYTES } from "~/lib/admin/image-rules";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { deleteImage, moveImage, setPrimaryImage, uploadProductImage } from "~/server/catalog/image-commands.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.products.$productId.images";

const statusOf: Record<ImageOutcome, number> = {
  uploaded: 200,
  primary: 200,
  moved: 200,
  deleted: 200,
  too_large: 413,
  empty: 400,
  svg: 415,
  not_an_image: 415,
  too_many_pixels: 422,
  unreadable: 422,
  no_file: 400,
  bad_request: 400,
};

const uuid = z.uuid();
const manageSchema = z.object({ intent: z.enum(["primary", "up", "down", "delete"]), imageId: z.uuid() });

// Multipart overhead allowed on top of the image itself.
const FORM_OVERHEAD = 64 * 1024;

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(params.lang ? `/${params.lang}/admin/products/${params.productId}` : `/admin/products/${params.productId}`);
}

/**
 * Image uploads and gallery changes of one product. A browser without JavaScript posts the form
 * and is sent back to the product page with the outcome; the page's uploader (with a progress bar)
 * asks for JSON.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  if (!uuid.safeParse(params.productId).success) throw notFound();
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const answer = (outcome: ImageOutcome) => {
    if (wantsJson) return Response.json({ outcome }, { status: statusOf[outcome], headers: { "Cache-Control": "no-store" } });
    return redirect(actor.language.localize(`/admin/products/${params.productId}?image=${outcome}#images`), 303);
  };
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    // Refused before reading: the declared size says it all (browsers always declare it for a form).
    const length = Number(request.headers.get("content-length") ?? Number.NaN);
    if (!Number.isFinite(length)) return answer("bad_request");
    if (length > MAX_IMAGE_BYTES + FORM_OVERHEAD) return answer("too_large");
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return answer("bad_request");
    }
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) return answer("no_file");
    if (file.size > MAX_IMAGE_BYTES) return answer("too_large");
    const result = await uploadProductImage(
      { db: context.db, media: context.media, logger: context.logger },
      actor,
      params.productId,
      Buffer.from(await file.arrayBuffer()),
      null,
    );
    if (result.ok) return answer("uploaded");
    if (result.reason === "not_found") throw notFound();
    return answer(result.reason);
  }
  const parsed = manageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return answer("bad_request");
  const { intent, imageId } = parsed.data;
  const found =
    intent === "primary"
      ? await setPrimaryImage(context.db, actor, params.productId, imageId)
      : intent === "delete"
        ? await deleteImage({ db: context.db, media: context.media, logger: context.logger }, actor, params.productId, imageId)
        : await moveImage(context.db, actor, params.productId, imageId, intent);
  if (!found) throw notFound();
  return answer(intent === "primary" ? "primary" : intent === "delete" ? "deleted" : "moved");
}
