import {
  FALLBACK_IMAGE_TYPE,
  IMAGE_VARIANT_TYPES,
  type ResponsiveImage as ResponsiveImageData,
  srcsetOf,
} from '@celebra/contracts';
import type { ComponentProps } from 'react';

export type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'alt'
> & {
  /** What the picture shows ('' for a decorative one). */
  alt: string;
  /** The stored variants; null for a picture without them (shown from `src` alone). */
  image: ResponsiveImageData | null;
  /** URL shown when there are no variants (a picture kept from before them, a default). */
  src: string;
  /** The width the picture takes on the page, for the browser's choice among the widths. */
  sizes: string;
  /** Used without variants; with them, the picture's own size is given. */
  width: number;
  height: number;
  /** The page's largest paint (the hero): fetched first. Otherwise low or lazy as said. */
  priority?: boolean;
  /** Below the fold: fetched when about to be seen. */
  lazy?: boolean;
};

/**
 * A `<picture>` of an uploaded picture: AVIF and WebP sources and the JPEG `<img>`, each with
 * its widths (`srcset`) and `sizes`, and the intrinsic width/height so the page keeps its room
 * before it arrives. The `<picture>` draws no box (`contents`): the `<img>` keeps its place
 * and classes in the layout.
 */
export const ResponsiveImage = ({
  image,
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  lazy = false,
  fetchPriority,
  ...imgProps
}: ResponsiveImageProps) => {
  const loading = lazy && !priority ? 'lazy' : undefined;
  const priorityProp = priority ? 'high' : fetchPriority;
  if (!image)
    return (
      <img
        {...imgProps}
        alt={alt}
        src={src}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={priorityProp}
      />
    );
  const sources = IMAGE_VARIANT_TYPES.filter(
    (type) =>
      type !== FALLBACK_IMAGE_TYPE &&
      image.variants.some((variant) => variant.type === type),
  );
  const fallbacks = image.variants
    .filter((variant) => variant.type === FALLBACK_IMAGE_TYPE)
    .sort((a, b) => b.width - a.width);
  return (
    <picture className="contents">
      {sources.map((type) => (
        <source
          key={type}
          type={type}
          srcSet={srcsetOf(image, type)}
          sizes={sizes}
        />
      ))}
      <img
        {...imgProps}
        alt={alt}
        src={fallbacks[0]?.url ?? src}
        srcSet={srcsetOf(image, FALLBACK_IMAGE_TYPE) || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={priorityProp}
      />
    </picture>
  );
};
