import { Form } from "react-router";
import type { ImageOutcome } from "~/lib/admin/image-rules";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { AdminNotice, dangerButtonClass, linkClass, secondaryButtonClass } from "./AdminLayout";
import { ImageUploader, imageOutcomeMessage } from "./ImageUploader";

export interface ProductImageRow {
  id: string;
  url: string;
  originalUrl: string;
  width: number | null;
  height: number | null;
  isPrimary: boolean;
  altText: string | null;
}

/**
 * A product's images on its back-office page: each with its primary, order and delete buttons (posted to
 * `imagesAction`), the last outcome, and the uploader.
 */
export function ProductImagesSection({
  images,
  imageOutcome,
  imagesAction,
}: {
  images: readonly ProductImageRow[];
  imageOutcome: ImageOutcome | null;
  imagesAction: string;
}) {
  const t = useAdminT();
  return (
    <section id="images" aria-labelledby="product-images" className="mt-10 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="product-images" className="font-semibold text-slate-900">
        {t("admin.image.title")}
      </h2>
      {imageOutcome ? (
        <div className="mt-3">
          <AdminNotice kind={["uploaded", "primary", "moved", "deleted"].includes(imageOutcome) ? "ok" : "error"}>
            {t(imageOutcomeMessage(imageOutcome))}
          </AdminNotice>
        </div>
      ) : null}
      {images.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t("admin.image.none")}</p> : null}
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t("admin.image.title")}>
        {images.map((image, index) => (
          <li key={image.id} className="rounded-md border border-slate-200 p-2 text-sm" data-image-id={image.id}>
            <img
              src={image.url}
              alt={image.altText ?? ""}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              loading="lazy"
              className="aspect-square w-full rounded object-cover"
            />
            <p className="mt-1 text-slate-700">
              {image.isPrimary ? (
                <span className="rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t("admin.image.primary")}</span>
              ) : null}{" "}
              {image.width && image.height ? `${image.width}×${image.height}` : ""}{" "}
              <a href={image.originalUrl} className={linkClass}>
                {t("admin.image.original")}
              </a>
            </p>
            <Form method="post" action={imagesAction} className="mt-2 flex flex-wrap gap-1">
              <input type="hidden" name="imageId" value={image.id} />
              {image.isPrimary ? null : (
                <button
                  type="submit"
                  name="intent"
                  value="primary"
                  className={secondaryButtonClass}
                  aria-label={`${t("admin.image.makePrimary")} ${index + 1}`}
                >
                  {t("admin.image.makePrimary")}
                </button>
              )}
              <button
                type="submit"
                name="intent"
                value="up"
                disabled={index === 0}
                className={secondaryButtonClass}
                aria-label={`${t("admin.common.moveUp")}: ${index + 1}`}
              >
                ↑
              </button>
              <button
                type="submit"
                name="intent"
                value="down"
                disabled={index === images.length - 1}
                className={secondaryButtonClass}
                aria-label={`${t("admin.common.moveDown")}: ${index + 1}`}
              >
                ↓
              </button>
              <button
                type="submit"
                name="intent"
                value="delete"
                className={dangerButtonClass}
                aria-label={`${t("admin.image.delete")} ${index + 1}`}
              >
                {t("admin.image.delete")}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <ImageUploader action={imagesAction} />
      </div>
    </section>
  );
}

/** The product's delete form, or why it cannot be deleted (it has been ordered). */
export function ProductDeleteSection({ orderLineCount }: { orderLineCount: number }) {
  const t = useAdminT();
  return (
    <section aria-labelledby="delete-product" className="mt-10 rounded-lg border border-red-200 bg-white p-4">
      <h2 id="delete-product" className="font-semibold text-red-800">
        {t("admin.product.deleteTitle")}
      </h2>
      {orderLineCount > 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("admin.product.deleteOrdered")}</p>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="confirm" required className="size-4" />
            {t("admin.product.deleteConfirm")}
          </label>
          <button type="submit" className={dangerButtonClass}>
            {t("admin.product.delete")}
          </button>
        </Form>
      )}
    </section>
  );
}
