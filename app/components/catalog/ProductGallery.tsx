import { useState } from "react";
import { useT } from "~/lib/i18n/use-t";
import type { GalleryImage } from "~/server/catalog/product.server";
import { ResponsiveImage } from "./ResponsiveImage";

/** The product's pictures: the preferred image large, the others as thumbnails that swap it in. */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return <div className="aspect-square w-full rounded-2xl bg-slate-100" aria-hidden="true" />;
  return (
    <div>
      <ResponsiveImage
        src={main.url}
        alt={main.alt || name}
        width={main.width}
        height={main.height}
        sizes="(min-width: 1024px) 50vw, 100vw"
        priority
        className="aspect-square w-full rounded-2xl bg-slate-100 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-4 flex gap-3" aria-label={t("product.images")}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t("product.showImage", { number: index + 1 })}
                className={`overflow-hidden rounded-lg border-2 ${index === selected ? "border-brand-700" : "border-transparent"}`}
              >
                <ResponsiveImage src={image.url} alt="" width={80} height={80} className="size-20 bg-slate-100 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
