import { z } from 'zod';

/** The host's own event as the host app shows and edits it (spec host-guest §3). */
export const ownerEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  titleDescription: z.string(),
  description: z.string(),
  /** One of EVENT_COLORS (DEFAULT_EVENT_COLOR when never chosen). */
  color: z.string(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});

export type OwnerEvent = z.infer<typeof ownerEventSchema>;
