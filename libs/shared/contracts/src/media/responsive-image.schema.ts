import { z } from 'zod';
import { IMAGE_VARIANT_TYPES } from './responsive-image';

export const imageVariantTypeSchema = z.enum(IMAGE_VARIANT_TYPES);

/** One stored rendition of a picture: its format, its width in pixels and where to read it. */
export const imageVariantSchema = z.object({
  type: imageVariantTypeSchema,
  width: z.number().int().min(1),
  url: z.string(),
});

/**
 * What a `<picture>` needs: the intrinsic size of the largest rendition (for `width`/`height`,
 * so the page keeps its room before the picture arrives) and every rendition, by type and width.
 */
export const responsiveImageSchema = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  variants: z.array(imageVariantSchema).min(1),
});

export type ImageVariantType = z.infer<typeof imageVariantTypeSchema>;
export type ImageVariant = z.infer<typeof imageVariantSchema>;
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
