import type { ResponsiveImage } from '@celebra/contracts';
import type { StoredImageVariants } from '@celebra/db';

/** A stored picture's variants as the answers carry them (without the storage keys). */
export function responsiveImageOf(
  stored: StoredImageVariants | null,
): ResponsiveImage | null {
  if (!stored) return null;
  return {
    width: stored.width,
    height: stored.height,
    variants: stored.variants.map(({ type, width, url }) => ({
      type,
      width,
      url,
    })),
  };
}
