import {
  type EventPreview,
  getEventPreviewResponseSchema,
} from '@celebra/contracts';
import { createSlugLookup, type SlugLookupOptions } from '../slug-lookup';

/** An open event's preview, null when there is none to show, undefined when the api did not answer in time. */
export type PreviewLookup = EventPreview | null | undefined;

export type PreviewSourceOptions = SlugLookupOptions;

/** The api's `GET /api/guests/event/{slug}/preview` (`createSlugLookup`). */
export function createPreviewSource(options: PreviewSourceOptions) {
  return createSlugLookup({
    ...options,
    pathOf: (slug) => `/api/guests/event/${encodeURIComponent(slug)}/preview`,
    schema: getEventPreviewResponseSchema,
    pick: (body) => body.preview,
  });
}

export type PreviewSource = ReturnType<typeof createPreviewSource>;
