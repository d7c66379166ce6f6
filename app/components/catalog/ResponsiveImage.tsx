/** One rendition of an image (processed raster images may come in several widths). */
export interface ImageVariant {
  url: string;
  width: number;
}

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing shifts. */
  width: number;
  height: number;
  /** Which slot width the image fills, for the browser's pick among `variants`. */
  sizes?: string;
  variants?: ImageVariant[];
  /** Above the fold: load at once and early; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An <img> that never shifts the layout and loads lazily below the fold. A `srcset` is only
 * written for raster images with several renditions; an SVG scales by itself.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, variants, priority = false, className }: ResponsiveImageProps) {
  const vector = /\.svg(\?|#|$)/i.test(src);
  const srcSet =
    !vector && variants && variants.length > 1 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ") : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
}
