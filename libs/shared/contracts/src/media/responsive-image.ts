import type {
  ImageVariantType,
  ResponsiveImage,
} from './responsive-image.schema';

/** Formats every uploaded picture is stored in, best first (a `<picture>` offers them in this order). */
export const IMAGE_VARIANT_TYPES = [
  'image/avif',
  'image/webp',
  'image/jpeg',
] as const;

/**
 * Widths (px) an uploaded picture is stored at; a narrower source is never enlarged. Chrome
 * takes the first width at or above what the screen needs: a 360–400 px phone takes 800 at
 * DPR 2 (and Lighthouse's phone, 412 px at DPR 1.75) and 1200 at DPR 3 (1080–1200 needed),
 * each far under the hero's 120 KB budget in AVIF.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;

/**
 * `sizes` of the site's banner, shared by its `<picture>` and the page's preload of it (both
 * must say the same for the browser to reuse the preloaded file).
 */
export const BANNER_IMAGE_SIZES = '100vw';

/** The format every browser reads: the `<img>` of a `<picture>`, after its other sources. */
export const FALLBACK_IMAGE_TYPE: ImageVariantType = 'image/jpeg';

/** The format a page preloads: the first a `<picture>` offers (browsers without it skip the preload). */
export const PRELOADED_IMAGE_TYPE: ImageVariantType = 'image/avif';

/** `srcset` of one format of a picture ('/a-480.avif 480w, /a-960.avif 960w'), narrowest first. */
export function srcsetOf(
  image: ResponsiveImage,
  type: ImageVariantType,
): string {
  return image.variants
    .filter((variant) => variant.type === type)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** What a page's `<link rel="preload" as="image">` of the banner says. */
export interface BannerPreload {
  type: ImageVariantType;
  /** For a browser without `imagesrcset`: the narrowest variant. */
  href: string;
  imagesrcset: string;
  imagesizes: string;
}

/**
 * The preload of a banner's variants, matching its `<picture>` (same type, widths and sizes,
 * so the browser picks the same file and uses the preloaded one); null without variants.
 */
export function bannerPreloadOf(
  image: ResponsiveImage | null,
): BannerPreload | null {
  const variants = (image?.variants ?? [])
    .filter((variant) => variant.type === PRELOADED_IMAGE_TYPE)
    .sort((a, b) => a.width - b.width);
  const [narrowest] = variants;
  if (!image || !narrowest) return null;
  return {
    type: PRELOADED_IMAGE_TYPE,
    href: narrowest.url,
    imagesrcset: srcsetOf(image, PRELOADED_IMAGE_TYPE),
    imagesizes: BANNER_IMAGE_SIZES,
  };
}

/** What a `<picture>` of a stored picture says: its sources, then its `<img>`'s file and widths. */
export interface PictureMarkup {
  /** The formats before the fallback, best first, each with its `srcset`. */
  sources: { type: ImageVariantType; srcset: string }[];
  /** The widest fallback variant (`src` for browsers without `srcset`). */
  src: string | undefined;
  /** The fallback's `srcset` ('' without fallback variants). */
  srcset: string;
}

/** The `<picture>` of `image`, for the site's component and the page the edge writes alike. */
export function pictureOf(image: ResponsiveImage): PictureMarkup {
  const sources = IMAGE_VARIANT_TYPES.filter(
    (type) =>
      type !== FALLBACK_IMAGE_TYPE &&
      image.variants.some((variant) => variant.type === type),
  ).map((type) => ({ type, srcset: srcsetOf(image, type) }));
  const [widest] = image.variants
    .filter((variant) => variant.type === FALLBACK_IMAGE_TYPE)
    .sort((a, b) => b.width - a.width);
  return {
    sources,
    src: widest?.url,
    srcset: srcsetOf(image, FALLBACK_IMAGE_TYPE),
  };
}
