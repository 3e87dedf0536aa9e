import { z } from 'zod';
import { eventThemeSchema } from './theme.schema';

/**
 * Slugs that cannot name an event: the edge sends these first path segments of every host
 * to the api, to the apps' own files or to the privacy pages ('Política de privacidade',
 * 'Termos de uso', a guest's 'Meus dados'), so an event there would be unreachable.
 */
export const RESERVED_SLUGS = [
  'api',
  'media',
  'assets',
  'static',
  'privacidade',
  'termos',
  'meus-dados',
] as const;

export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(slug.toLowerCase());
}

/** The host's own event as the host app shows and edits it. */
export const ownerEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  titleDescription: z.string(),
  description: z.string(),
  /** One of EVENT_COLORS (DEFAULT_EVENT_COLOR when never chosen). */
  color: z.string(),
  theme: eventThemeSchema,
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});

export type OwnerEvent = z.infer<typeof ownerEventSchema>;
