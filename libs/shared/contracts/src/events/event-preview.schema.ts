import { z } from 'zod';
import { okResponse } from '../common.schema';
import { publicEventParamsSchema } from './public-event.schema';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import { eventThemeSchema } from './theme.schema';

/** `GET /api/guests/event/{slug}/preview`: the slug as the public event call takes it. */
export const eventPreviewParamsSchema = publicEventParamsSchema;

/**
 * What a shared link's preview shows (the edge writes it into the page for link crawlers):
 * the title, the subtitle, the banner and the share picture of an open event, what kind of event it is, and when
 * and where as the site itself shows them.
 */
export const eventPreviewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** As stored: a path on the site (`/media/...`) or an absolute URL; null without a banner. */
  bannerUrl: z.string().nullable(),
  /**
   * The banner's variants, for the page's preload of its hero; null without them. Optional so
   * an edge reads the answer of an api from before them (and writes no preload).
   */
  bannerImage: responsiveImageSchema.nullable().optional(),
  /** The event's type, e.g. 'Casamento'. */
  kind: z.string(),
  /**
   * The site's theme, so the page's head carries its stylesheet. Optional so an edge reads the
   * answer of an api from before themes (and leaves the stylesheet to the page's script).
   */
  theme: eventThemeSchema.optional(),
  /**
   * 'YYYY-MM-DD', 'HH:mm' and the place ('Espaço Jardim, São Paulo', or 'On-line (YouTube)');
   * null when never filled, or when the site hides its event information.
   */
  eventDate: z.string().nullable(),
  startTime: z.string().nullable(),
  place: z.string().nullable(),
  /**
   * Path on the public site of the event's share picture (`GET
   * /api/guests/event/{slug}/share-image/{version}`, 1200×630): a new path whenever something
   * drawn on it changes.
   */
  shareImageUrl: z.string(),
});

/**
 * `preview` is null for an unknown or inactive event and for a site behind its password: the
 * same answer in each case, so a preview never tells whether a protected event exists.
 */
export const getEventPreviewResponseSchema = okResponse({
  preview: eventPreviewSchema.nullable(),
});

export type EventPreview = z.infer<typeof eventPreviewSchema>;
export type GetEventPreviewResponse = z.infer<
  typeof getEventPreviewResponseSchema
>;
